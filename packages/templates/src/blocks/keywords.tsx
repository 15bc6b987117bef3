import { classNames } from "./class-names";

export interface KeywordsProps {
  keywords: readonly string[];
  /** Chips (the default) or one comma-separated line. */
  variant?: "chips" | "inline";
  className?: string;
}

/** An item's keywords; nothing when there are none. */
export function Keywords({ keywords, variant = "chips", className }: KeywordsProps) {
  const words = keywords.map((word) => word.trim()).filter(Boolean);
  if (words.length === 0) return null;
  if (variant === "inline") {
    return <p className={classNames("vitae-keywords", "vitae-keywords-inline", className)}>{words.join(", ")}</p>;
  }
  return (
    <ul className={classNames("vitae-keywords", "vitae-keywords-chips", className)}>
      {words.map((word, index) => (
        <li key={`${index}-${word}`} className="vitae-keyword">
          {word}
        </li>
      ))}
    </ul>
  );
}
