import { fillLabel, useTemplateLabels } from "../labels";
import { classNames } from "./class-names";

export interface RatingProps {
  /** 0 to 5; 0 means "not rated" and renders nothing. */
  level: number;
  className?: string;
}

/** A level as five pips, the first `level` of them filled. */
export function Rating({ level, className }: RatingProps) {
  const labels = useTemplateLabels();
  const filled = Number.isFinite(level) ? Math.min(5, Math.max(0, Math.round(level))) : 0;
  if (filled === 0) return null;
  return (
    <span className={classNames("vitae-rating", className)} role="img" aria-label={fillLabel(labels.rating, { level: filled, max: 5 })} data-level={filled}>
      {[1, 2, 3, 4, 5].map((pip) => (
        <span key={pip} className={classNames("vitae-rating-pip", pip <= filled && "vitae-rating-pip-filled")} />
      ))}
    </span>
  );
}
