import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import { isStandardHeading } from "./standard-headings";
import { documentText, normalise, quote, runsOf } from "./text";
import { type PrintedSection, sectionTarget, shownSections } from "./visible-sections";

/** The heading's field of the section, for "Go to field". */
const headingTarget = (section: PrintedSection) => ({ ...sectionTarget(section.key), field: "name" });

/** Parsers split a resume into sections by their headings: a heading they cannot read or do not know loses its section. */
export function headingChecks({ pdf, data, language }: CheckContext): CheckResult[] {
  const sections = shownSections(data);
  if (sections.length === 0) return [];
  const text = normalise(documentText(pdf));
  const missing = sections.filter((section) => !text.includes(normalise(section.heading)));
  const custom = sections.filter((section) => !isStandardHeading(section.heading, language));
  const seen = new Map<string, PrintedSection>();
  const repeated = sections.filter((section) => {
    const key = normalise(section.heading);
    if (seen.has(key)) return true;
    seen.set(key, section);
    return false;
  });
  return [
    missing.length === 0
      ? pass("headings-found", "Every section's heading is in the PDF's text.", sections.map((section) => section.heading).join(", "))
      : finding(
          "headings-found",
          "fail",
          `${missing.length} section headings are not in the PDF's text.`,
          missing.map((section) => quote(section.heading)).join(", "),
          "Use a template that prints headings as text, and check custom CSS does not hide them or replace them with images.",
          { target: headingTarget(missing[0]!) },
        ),
    custom.length === 0
      ? pass("headings-standard", "Every heading is a standard one parsers recognise.")
      : finding(
          "headings-standard",
          "warn",
          `${custom.length} headings may be unknown to parsers.`,
          custom.map((section) => quote(section.heading)).join(", "),
          "Rename them to a common heading (for example “Experience”, “Education”, “Skills”) so the text under them lands in the right field.",
          { target: headingTarget(custom[0]!), highlights: custom.flatMap((section) => runsOf(pdf, section.heading, 1)) },
        ),
    repeated.length === 0
      ? pass("headings-unique", "No two sections share a heading.")
      : finding(
          "headings-unique",
          "warn",
          `${repeated.length} sections repeat another section's heading; a parser merges them or keeps only one.`,
          repeated.map((section) => quote(section.heading)).join(", "),
          "Give each section its own heading, or move the entries into one section.",
          { target: headingTarget(repeated[0]!), highlights: runsOf(pdf, repeated[0]!.heading) },
        ),
  ];
}
