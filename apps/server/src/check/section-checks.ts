import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import { documentText, normalise, plainText, quote, runsOf, words } from "./text";
import { printedSections, sectionTarget, shownSections } from "./visible-sections";

const longSummary = 100;

/** Sections that print nothing, and the summary parsers and recruiters read first. */
export function sectionChecks({ data, pdf, messages: { t } }: CheckContext): CheckResult[] {
  const sections = printedSections(data);
  // A hidden section is not printed, so its heading in the text means other text points to it.
  const text = normalise(documentText(pdf));
  const referenced = sections.filter((section) => !section.placed && section.filled && section.heading.trim() !== "" && text.includes(normalise(section.heading)));
  const empty = sections.filter((section) => section.placed && !section.filled && section.key !== "summary");
  const summaryPlaced = sections.some((section) => section.key === "summary" && section.placed);
  const summary = plainText(data.sections.summary.content);
  const summaryWords = words(summary).length;
  const wordCount = t("sections.summaryLength.words", { count: summaryWords });
  const summaryTarget = { section: "summary", field: "content" };
  const skills = shownSections(data).some((section) => section.key === "skills");
  return [
    empty.length === 0
      ? pass("sections-empty", t("sections.empty.pass"))
      : finding("sections-empty", "warn", t("sections.empty.warn", { count: empty.length }), empty.map((section) => quote(section.heading || section.key)).join(", "), t("sections.empty.fix"), {
          target: sectionTarget(empty[0]!.key),
        }),
    referenced.length === 0
      ? pass("sections-hidden-referenced", t("sections.hidden.pass"))
      : finding(
          "sections-hidden-referenced",
          "warn",
          t("sections.hidden.warn", { count: referenced.length }),
          referenced.map((section) => quote(section.heading)).join(", "),
          t("sections.hidden.fix"),
          { target: sectionTarget(referenced[0]!.key), highlights: referenced.flatMap((section) => runsOf(pdf, section.heading)) },
        ),
    summaryPlaced && summary !== ""
      ? pass("summary-present", t("sections.summary.pass"), "", { target: summaryTarget })
      : finding("summary-present", "warn", t("sections.summary.warn"), "", t("sections.summary.fix"), { target: summaryTarget }),
    summaryWords <= longSummary
      ? pass("summary-length", t("sections.summaryLength.pass", { longest: longSummary }), wordCount, { target: summaryTarget })
      : finding("summary-length", "warn", t("sections.summaryLength.warn", { words: wordCount }), quote(summary), t("sections.summaryLength.fix", { longest: longSummary }), {
          target: summaryTarget,
          highlights: runsOf(pdf, summary.slice(0, 60), 1),
        }),
    // Parsers fill their skills field, which recruiters search first, from a section of that name.
    skills
      ? pass("skills-present", t("sections.skills.pass"), "", { target: { section: "skills" } })
      : finding("skills-present", "warn", t("sections.skills.warn"), "", t("sections.skills.fix"), {
          target: { section: "skills" },
        }),
  ];
}
