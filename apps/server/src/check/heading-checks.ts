import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import { isStandardHeading } from "./standard-headings";
import { documentText, normalise, quote } from "./text";
import { shownSections } from "./visible-sections";

/** Parsers split a resume into sections by their headings: a heading they cannot read or do not know loses its section. */
export function headingChecks({ pdf, data, language }: CheckContext): CheckResult[] {
  const sections = shownSections(data);
  if (sections.length === 0) return [];
  const text = normalise(documentText(pdf));
  const missing = sections.filter((section) => !text.includes(normalise(section.heading)));
  const custom = sections.filter((section) => !isStandardHeading(section.heading, language));
  return [
    missing.length === 0
      ? pass("headings-found", "Every section's heading is in the PDF's text.", sections.map((section) => section.heading).join(", "))
      : finding(
          "headings-found",
          "fail",
          `${missing.length} section headings are not in the PDF's text.`,
          missing.map((section) => quote(section.heading)).join(", "),
          "Use a template that prints headings as text, and check custom CSS does not hide them or replace them with images.",
        ),
    custom.length === 0
      ? pass("headings-standard", "Every heading is a standard one parsers recognise.")
      : finding(
          "headings-standard",
          "warn",
          `${custom.length} headings may be unknown to parsers.`,
          custom.map((section) => quote(section.heading)).join(", "),
          "Rename them to a common heading (for example “Experience”, “Education”, “Skills”) so the text under them lands in the right field.",
        ),
  ];
}
