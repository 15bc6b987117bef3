import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import { documentText, normalise, plainText, quote, words } from "./text";
import { printedSections } from "./visible-sections";

const longSummary = 100;

/** Sections that print nothing, and the summary parsers and recruiters read first. */
export function sectionChecks({ data, pdf }: CheckContext): CheckResult[] {
  const sections = printedSections(data);
  // A hidden section is not printed, so its heading in the text means other text points to it.
  const text = normalise(documentText(pdf));
  const referenced = sections.filter((section) => !section.placed && section.filled && section.heading.trim() !== "" && text.includes(normalise(section.heading)));
  const empty = sections.filter((section) => section.placed && !section.filled && section.key !== "summary");
  const summaryPlaced = sections.some((section) => section.key === "summary" && section.placed);
  const summary = plainText(data.sections.summary.content);
  const summaryWords = words(summary).length;
  return [
    empty.length === 0
      ? pass("sections-empty", "No visible section is empty.")
      : finding("sections-empty", "warn", `${empty.length} visible sections have nothing in them and are left out of the PDF.`, empty.map((section) => quote(section.heading || section.key)).join(", "), "Fill them in or hide them, so nothing you meant to show is missing."),
    referenced.length === 0
      ? pass("sections-hidden-referenced", "No hidden section is referred to in the printed text.")
      : finding(
          "sections-hidden-referenced",
          "warn",
          `${referenced.length} hidden sections are named in the printed text, which points readers to something that is not there.`,
          referenced.map((section) => quote(section.heading)).join(", "),
          "Show the section again, or reword the text that refers to it.",
        ),
    summaryPlaced && summary !== ""
      ? pass("summary-present", "The resume has a summary.")
      : finding("summary-present", "warn", "There is no summary.", "", "Add two to four sentences on who you are and what you offer: parsers and recruiters read it first."),
    summaryWords <= longSummary
      ? pass("summary-length", `The summary is at most ${longSummary} words.`, `${summaryWords} words`)
      : finding("summary-length", "warn", `The summary is long (${summaryWords} words).`, quote(summary), `Keep it under ${longSummary} words; move details to the experience section.`),
  ];
}
