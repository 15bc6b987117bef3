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
  const { pdf, messages } = context;
  const { t } = messages;
  const results: CheckResult[] = [];
  const characters = documentText(pdf).replace(/\s/g, "").length;
  results.push(
    characters > 0
      ? pass("text-layer", t("file.textLayer.pass"), t("file.textLayer.characters", { count: characters }))
      : finding("text-layer", "fail", t("file.textLayer.fail"), t("file.textLayer.characters", { count: 0 }), t("file.textLayer.fix")),
  );

  // A page that paints images but holds almost no text is most likely text set as a picture.
  const pictured = pdf.pages.filter((page) => page.images > 0 && page.items.reduce((total, item) => total + item.text.trim().length, 0) < imageOnlyText);
  results.push(
    pictured.length === 0
      ? pass("text-in-images", t("file.images.pass"))
      : finding(
          "text-in-images",
          "fail",
          t("file.images.fail", { count: pictured.length }),
          pictured.map((page) => t("file.images.page", { page: page.number, count: page.images })).join(", "),
          t("file.images.fix"),
        ),
  );

  const missing = pdf.fonts.filter((font) => !font.embedded);
  results.push(
    missing.length === 0
      ? pass("fonts-embedded", t("file.fonts.pass"), pdf.fonts.map((font) => font.name).join(", "))
      : finding(
          "fonts-embedded",
          "warn",
          t("file.fonts.warn", { count: missing.length }),
          missing.map((font) => font.name).join(", "),
          t("file.fonts.fix"),
        ),
  );

  const size = t("file.size.megabytes", { size: Math.round((100 * pdf.byteLength) / megabyte) / 100 });
  results.push(
    pdf.byteLength <= sizeWarn
      ? pass("file-size", t("file.size.pass"), size)
      : finding("file-size", pdf.byteLength > sizeFail ? "fail" : "warn", t("file.size.warn"), size, t("file.size.fix")),
  );

  const years = experienceYears(context);
  const pages = pdf.pages.length;
  // One page below ten years of experience, two above: the common advice recruiters give.
  const allowed = years < 10 ? 1 : 2;
  const pageCount = t("file.pages.count", { count: pages });
  const experience = t("file.pages.experience", { count: years });
  const evidence = `${pageCount}, ${experience}`;
  results.push(
    pages <= allowed
      ? pass("page-count", t("file.pages.pass"), evidence)
      : finding("page-count", "warn", t("file.pages.warn", { pages: pageCount, experience, allowed: t("file.pages.count", { count: allowed }) }), evidence, t("file.pages.fix")),
  );
  return results;
}
