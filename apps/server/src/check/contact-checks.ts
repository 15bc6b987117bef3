import type { CheckTarget } from "@vitae/schema";
import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import { normalise, pageText, quote, runsOf } from "./text";
import { shownSections } from "./visible-sections";

const digits = (text: string) => text.replace(/\D/g, "");

/** Parsers look for contact details at the top of the first page; found anywhere else they are often missed. */
export function contactChecks({ pdf, data }: CheckContext): CheckResult[] {
  const firstPage = pageText(pdf.pages[0]);
  const text = normalise(firstPage);
  const results: CheckResult[] = [];
  const { name, email, phone, location } = data.basics;

  const firstPageOnly = { ...pdf, pages: pdf.pages.slice(0, 1) };
  const phoneDigits = digits(phone);
  // A phone number is found by its digits, so its runs are too: "+1 (503) 555-0142" prints "+1 503 555 0142".
  const phoneRuns = (pages: typeof pdf.pages) =>
    phoneDigits.length === 0 ? [] : pages.flatMap((page) => page.items).filter((item) => digits(item.text).includes(phoneDigits)).map((item) => item.text).slice(0, 1);
  const field = (id: string, label: string, key: "name" | "email" | "phone" | "location", found: boolean, missingFix: string) => {
    const value = data.basics[key];
    const target = { section: "basics", field: key };
    if (value.trim() === "") {
      results.push(finding(id, id === "contact-location" ? "warn" : "fail", `No ${label} in the resume.`, "", missingFix, { target }));
    } else if (found) {
      results.push(pass(id, `The ${label} is in page 1's text.`, value, { target, highlights: key === "phone" ? phoneRuns(pdf.pages.slice(0, 1)) : runsOf(firstPageOnly, value, 1) }));
    } else {
      results.push(
        finding(
          id,
          "fail",
          `The ${label} ${quote(value)} is not in page 1's text as a parser reads it.`,
          quote(firstPage.replace(/\s+/g, " "), 200),
          `Put the ${label} in the header as plain text (not in an image or a custom CSS pseudo-element).`,
          // Printed elsewhere (on a later page), it is worth showing where.
          { target, highlights: key === "phone" ? phoneRuns(pdf.pages) : runsOf(pdf, value, 1) },
        ),
      );
    }
  };

  field("contact-name", "name", "name", name.trim() !== "" && text.includes(normalise(name)), "Fill in your name under Basics.");
  field("contact-email", "email address", "email", email !== "" && text.includes(normalise(email)), "Add an email address under Basics.");
  field(
    "contact-phone",
    "phone number",
    "phone",
    phoneDigits.length > 0 && digits(firstPage).includes(phoneDigits),
    "Add a phone number under Basics.",
  );
  field("contact-location", "location", "location", location.trim() !== "" && text.includes(normalise(location)), "Add a city and country under Basics: many searches filter by location.");

  results.push(linkCheck(pdf, data, firstPage));
  return results;
}

const bare = (url: string) => url.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/^www\./, "").replace(/\/+$/, "");

function linkCheck(pdf: CheckContext["pdf"], data: CheckContext["data"], firstPage: string): CheckResult {
  const wanted: { url: string; target: CheckTarget }[] = [];
  if (data.basics.url.href) wanted.push({ url: data.basics.url.href, target: { section: "basics", field: "url" } });
  if (shownSections(data).some((section) => section.key === "profiles")) {
    for (const item of data.sections.profiles.items) {
      if (item.visible && item.url.href) wanted.push({ url: item.url.href, target: { section: "profiles", itemId: item.id, field: "url" } });
    }
  }
  if (wanted.length === 0) return pass("contact-links", "There are no links to extract.");
  const annotations = new Set(pdf.pages.flatMap((page) => page.links.map(bare)));
  const allText = normalise(pdf.pages.map(pageText).join(" ") || firstPage);
  const missing = wanted.filter(({ url }) => !annotations.has(bare(url)) && !allText.includes(normalise(bare(url))));
  if (missing.length === 0) return pass("contact-links", "Every link of the header and profiles can be extracted.", wanted.map(({ url }) => url).join(", "));
  return finding(
    "contact-links",
    "warn",
    `${missing.length} of ${wanted.length} links are neither a link annotation nor text in the PDF.`,
    missing.map(({ url }) => url).join(", "),
    "Show the address itself (a label such as “Portfolio” hides it from parsers that read only text) or use a template that makes links clickable.",
    { target: missing[0]!.target },
  );
}
