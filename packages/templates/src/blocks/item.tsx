import type { ReactNode } from "react";

import { classNames } from "./class-names";

export interface ItemProps {
  /** The item id, kept on the element so tools can find an entry in the rendered page. */
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * One entry of a section. It never splits across pages: a long item moves to the next
 * page whole (the style is inline as well as in blocks.css, so it holds without the sheet).
 */
export function Item({ id, className, children }: ItemProps) {
  return (
    <div className={classNames("vitae-item", className)} data-item={id} style={{ breakInside: "avoid" }}>
      {children}
    </div>
  );
}
