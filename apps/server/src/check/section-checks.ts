import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import { documentText, normalise, plainText, quote, runsOf, words } from "./text";
import { printedSections, sectionTarget, shownSections } from "./visible-sections";

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
  const summaryTarget = { section: "summary", field: "content" };
  const skills = shownSections(data).some((section) => section.key === "skills");
  return [
    empty.length === 0
      ? pass("sections-empty", "No visible section is empty.")
      : finding("sections-empty", "warn", `${empty.length} visible sections have nothing in them and are left out of the PDF.`, empty.map((section) => quote(section.heading || section.key)).join(", "), "Fill them in or hide them, so nothing you meant to show is missing.", {
          target: sectionTarget(empty[0]!.key),
        }),
    referenced.length === 0
      ? pass("sections-hidden-referenced", "No hidden section is referred to in the printed text.")
      : finding(
          "sections-hidden-referenced",
          "warn",
          `${referenced.length} hidden sections are named in the printed text, which points readers to something that is not there.`,
          referenced.map((section) => quote(section.heading)).join(", "),
          "Show the section again, or reword the text that refers to it.",
          { target: sectionTarget(referenced[0]!.key), highlights: referenced.flatMap((section) => runsOf(pdf, section.heading)) },
        ),
    summaryPlaced && summary !== ""
      ? pass("summary-present", "The resume has a summary.", "", { target: summaryTarget })
      : finding("summary-present", "warn", "There is no summary.", "", "Add two to four sentences on who you are and what you offer: parsers and recruiters read it first.", { target: summaryTarget }),
    summaryWords <= longSummary
      ? pass("summary-length", `The summary is at most ${longSummary} words.`, `${summaryWords} words`, { target: summaryTarget })
      : finding("summary-length", "warn", `The summary is long (${summaryWords} words).`, quote(summary), `Keep it under ${longSummary} words; move details to the experience section.`, {
          target: summaryTarget,
          highlights: runsOf(pdf, summary.slice(0, 60), 1),
        }),
    // Parsers fill their skills field, which recruiters search first, from a section of that name.
    skills
      ? pass("skills-present", "The resume has a skills section.", "", { target: { section: "skills" } })
      : finding("skills-present", "warn", "There is no skills section.", "", "Add a Skills section listing your tools and abilities: parsers file them where recruiters search.", {
          target: { section: "skills" },
        }),
  ];
}
