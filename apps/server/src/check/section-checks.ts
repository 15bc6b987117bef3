import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import { plainText, quote, words } from "./text";
import { printedSections } from "./visible-sections";

const longSummary = 100;

/** Sections that print nothing, and the summary parsers and recruiters read first. */
export function sectionChecks({ data }: CheckContext): CheckResult[] {
  const sections = printedSections(data);
  const empty = sections.filter((section) => section.placed && !section.filled && section.key !== "summary");
  const summaryPlaced = sections.some((section) => section.key === "summary" && section.placed);
  const summary = plainText(data.sections.summary.content);
  const summaryWords = words(summary).length;
  return [
    empty.length === 0
      ? pass("sections-empty", "No visible section is empty.")
      : finding("sections-empty", "warn", `${empty.length} visible sections have nothing in them and are left out of the PDF.`, empty.map((section) => quote(section.heading || section.key)).join(", "), "Fill them in or hide them, so nothing you meant to show is missing."),
    summaryPlaced && summary !== ""
      ? pass("summary-present", "The resume has a summary.")
      : finding("summary-present", "warn", "There is no summary.", "", "Add two to four sentences on who you are and what you offer: parsers and recruiters read it first."),
    summaryWords <= longSummary
      ? pass("summary-length", `The summary is at most ${longSummary} words.`, `${summaryWords} words`)
      : finding("summary-length", "warn", `The summary is long (${summaryWords} words).`, quote(summary), `Keep it under ${longSummary} words; move details to the experience section.`),
  ];
}
