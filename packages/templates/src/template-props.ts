import type { ResumeData } from "@vitae/schema";

/** What every template receives: the resume and which layout page to draw. */
export interface TemplateProps {
  data: ResumeData;
  /** Index into `data.metadata.layout`; page 0 also carries the basics header. */
  pageIndex: number;
}

/** Which layout column a template puts first in reading (and DOM) order. */
export type ColumnName = "main" | "sidebar";
