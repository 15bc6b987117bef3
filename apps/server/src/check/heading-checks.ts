import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import { isStandardHeading } from "./standard-headings";
import { documentText, normalise, quote, runsOf } from "./text";
import { type PrintedSection, sectionTarget, shownSections } from "./visible-sections";

/** The heading's field of the section, for "Go to field". */
const headingTarget = (section: PrintedSection) => ({ ...sectionTarget(section.key), field: "name" });

/** Parsers split a resume into sections by their headings: a heading they cannot read or do not know loses its section. */
export function headingChecks({ pdf, data, language, messages: { t } }: CheckContext): CheckResult[] {
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
      ? pass("headings-found", t("headings.found.pass"), sections.map((section) => section.heading).join(", "))
      : finding(
          "headings-found",
          "fail",
          t("headings.found.fail", { count: missing.length }),
          missing.map((section) => quote(section.heading)).join(", "),
          t("headings.found.fix"),
          { target: headingTarget(missing[0]!) },
        ),
    custom.length === 0
      ? pass("headings-standard", t("headings.standard.pass"))
      : finding(
          "headings-standard",
          "warn",
          t("headings.standard.warn", { count: custom.length }),
          custom.map((section) => quote(section.heading)).join(", "),
          t("headings.standard.fix"),
          { target: headingTarget(custom[0]!), highlights: custom.flatMap((section) => runsOf(pdf, section.heading, 1)) },
        ),
    repeated.length === 0
      ? pass("headings-unique", t("headings.unique.pass"))
      : finding(
          "headings-unique",
          "warn",
          t("headings.unique.warn", { count: repeated.length }),
          repeated.map((section) => quote(section.heading)).join(", "),
          t("headings.unique.fix"),
          { target: headingTarget(repeated[0]!), highlights: runsOf(pdf, repeated[0]!.heading) },
        ),
  ];
}
