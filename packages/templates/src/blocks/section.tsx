import type { SectionBreaks } from "@vitae/schema";
import { Children, type CSSProperties, type ReactNode } from "react";

import { keepTogetherAttribute, startOnNewPageAttribute } from "../paginate";
import { columnAttribute } from "../reading-guides";
import type { ColumnName } from "../template-props";
import { classNames } from "./class-names";

export interface SectionProps {
  /** Layout key: a built-in id such as "experience" or "custom.{id}". */
  sectionKey: string;
  /** The heading; an empty name shows no heading. */
  name: string;
  /** Items per row, 1 to 5. */
  columns?: number;
  visible?: boolean;
  className?: string;
  /** The section's page-break choices, read by pagination (../paginate.ts); both off when absent. */
  breaks?: SectionBreaks;
  /** The layout column the section is in, read by the reading guides (../reading-guides.ts). */
  column?: ColumnName;
  /** The items; when none renders, the section renders nothing. */
  children?: ReactNode;
}

/** The CSS class naming a section's kind: its id, or "custom" for every custom section. */
export function sectionKindClass(sectionKey: string): string {
  const kind = sectionKey.startsWith("custom.") ? "custom" : sectionKey.replace(/[^a-z0-9-]/gi, "");
  return `vitae-section-${kind}`;
}

/**
 * A titled block of items laid out in `columns` equal columns. Hidden or empty sections
 * render nothing, so templates can pass every section of the layout through it.
 */
export function Section({ sectionKey, name, columns = 1, visible = true, className, breaks, column, children }: SectionProps) {
  if (!visible) return null;
  const items = Children.toArray(children);
  if (items.length === 0) return null;
  const count = Math.min(5, Math.max(1, Math.round(Number.isFinite(columns) ? columns : 1)));
  const heading = name.trim();
  return (
    <section
      className={classNames("vitae-section", sectionKindClass(sectionKey), className)}
      data-section={sectionKey}
      {...(column && { [columnAttribute]: column })}
      {...(breaks?.keepTogether && { [keepTogetherAttribute]: "" })}
      {...(breaks?.startOnNewPage && { [startOnNewPageAttribute]: "" })}
    >
      {heading && <h2 className="vitae-section-heading">{heading}</h2>}
      <div
        className="vitae-section-items"
        data-columns={count}
        style={{ "--vitae-section-columns": String(count) } as CSSProperties}
      >
        {items}
      </div>
    </section>
  );
}
