import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import { experienceYears } from "./experience-years";
import { documentText } from "./text";

const megabyte = 1024 * 1024;
/** Upload forms commonly cap files at 2 MB to 5 MB. */
const sizeWarn = 2 * megabyte;
const sizeFail = 5 * megabyte;
/** Fewer characters than this on a page with images: the words are in the pictures. */
const imageOnlyText = 100;

/** What the file itself looks like to a parser: any text at all, fonts, size, length. */
export function fileChecks(context: CheckContext): CheckResult[] {
  const { pdf } = context;
  const results: CheckResult[] = [];
  const characters = documentText(pdf).replace(/\s/g, "").length;
  results.push(
    characters > 0
      ? pass("text-layer", "The PDF has a text layer.", `${characters} characters`)
      : finding("text-layer", "fail", "The PDF has no extractable text: a parser sees an empty page.", "0 characters", "Print the resume from Vitae rather than scanning or exporting it as an image."),
  );

  // A page that paints images but holds almost no text is most likely text set as a picture.
  const pictured = pdf.pages.filter((page) => page.images > 0 && page.items.reduce((total, item) => total + item.text.trim().length, 0) < imageOnlyText);
  results.push(
    pictured.length === 0
      ? pass("text-in-images", "No page is an image of text.")
      : finding(
          "text-in-images",
          "fail",
          `${pictured.length} pages are images with almost no text: parsers cannot read text inside pictures.`,
          pictured.map((page) => `page ${page.number}: ${page.images} images`).join(", "),
          "Type the content into the resume instead of pasting a picture of it.",
        ),
  );

  const missing = pdf.fonts.filter((font) => !font.embedded);
  results.push(
    missing.length === 0
      ? pass("fonts-embedded", "Every font is embedded.", pdf.fonts.map((font) => font.name).join(", "))
      : finding(
          "fonts-embedded",
          "warn",
          `${missing.length} fonts are not embedded: the text may show in another font or extract wrongly elsewhere.`,
          missing.map((font) => font.name).join(", "),
          "Choose a font from the font list (Vitae embeds those) instead of a local font name in custom CSS.",
        ),
  );

  const size = `${(pdf.byteLength / megabyte).toFixed(2)} MB`;
  results.push(
    pdf.byteLength <= sizeWarn
      ? pass("file-size", "The file is small enough for any upload form.", size)
      : finding("file-size", pdf.byteLength > sizeFail ? "fail" : "warn", "The file is large; upload forms often refuse files over 2 to 5 MB.", size, "Use a smaller picture, or none."),
  );

  const years = experienceYears(context);
  const pages = pdf.pages.length;
  // One page below ten years of experience, two above: the common advice recruiters give.
  const allowed = years < 10 ? 1 : 2;
  const evidence = `${pages} pages, ${years} years of experience`;
  results.push(
    pages <= allowed
      ? pass("page-count", "The length suits the experience.", evidence)
      : finding("page-count", "warn", `${pages} pages is long for ${years} years of experience (aim for ${allowed}).`, evidence, "Cut older or less relevant entries and shorten bullet points."),
  );
  return results;
}
