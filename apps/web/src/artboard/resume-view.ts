import { type ResumeData, pageSizes } from "@vitae/schema";

/** The bits of a resume the placeholder artboard shows. */

export function resumeName(resume: ResumeData): string | null {
  const { name } = resume.basics;
  return name.trim() !== "" ? name : null;
}

/** The page box in CSS millimetres, from the schema's paper sizes. */
export function pageSize(resume: ResumeData): { width: string; height: string } {
  const size = pageSizes[resume.metadata.page.format];
  return { width: `${size.width}mm`, height: `${size.height}mm` };
}
