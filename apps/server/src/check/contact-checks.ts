import type { CheckTarget } from "@vitae/schema";
import type { CheckMessages } from "./check-messages";
import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import { normalise, pageText, quote, runsOf } from "./text";
import { shownSections } from "./visible-sections";

const digits = (text: string) => text.replace(/\D/g, "");

/** Parsers look for contact details at the top of the first page; found anywhere else they are often missed. */
export function contactChecks({ pdf, data, messages: { t } }: CheckContext): CheckResult[] {
  const firstPage = pageText(pdf.pages[0]);
  const text = normalise(firstPage);
  const results: CheckResult[] = [];
  const { name, email, phone, location } = data.basics;

  const firstPageOnly = { ...pdf, pages: pdf.pages.slice(0, 1) };
  const phoneDigits = digits(phone);
  // A phone number is found by its digits, so its runs are too: "+1 (503) 555-0142" prints "+1 503 555 0142".
  const phoneRuns = (pages: typeof pdf.pages) =>
    phoneDigits.length === 0 ? [] : pages.flatMap((page) => page.items).filter((item) => digits(item.text).includes(phoneDigits)).map((item) => item.text).slice(0, 1);
  const field = (id: string, key: "name" | "email" | "phone" | "location", found: boolean) => {
    const value = data.basics[key];
    const target = { section: "basics", field: key };
    if (value.trim() === "") {
      results.push(finding(id, id === "contact-location" ? "warn" : "fail", t(`contact.${key}.missing`), "", t(`contact.${key}.fix`), { target }));
    } else if (found) {
      results.push(pass(id, t(`contact.${key}.found`), value, { target, highlights: key === "phone" ? phoneRuns(pdf.pages.slice(0, 1)) : runsOf(firstPageOnly, value, 1) }));
    } else {
      results.push(
        finding(
          id,
          "fail",
          t(`contact.${key}.notFound`, { value: quote(value) }),
          quote(firstPage.replace(/\s+/g, " "), 200),
          t("contact.notFoundFix"),
          // Printed elsewhere (on a later page), it is worth showing where.
          { target, highlights: key === "phone" ? phoneRuns(pdf.pages) : runsOf(pdf, value, 1) },
        ),
      );
    }
  };

  field("contact-name", "name", name.trim() !== "" && text.includes(normalise(name)));
  field("contact-email", "email", email !== "" && text.includes(normalise(email)));
  field("contact-phone", "phone", phoneDigits.length > 0 && digits(firstPage).includes(phoneDigits));
  field("contact-location", "location", location.trim() !== "" && text.includes(normalise(location)));

  results.push(linkCheck(pdf, data, firstPage, t));
  return results;
}

const bare = (url: string) => url.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/^www\./, "").replace(/\/+$/, "");

function linkCheck(pdf: CheckContext["pdf"], data: CheckContext["data"], firstPage: string, t: CheckMessages["t"]): CheckResult {
  const wanted: { url: string; target: CheckTarget }[] = [];
  if (data.basics.url.href) wanted.push({ url: data.basics.url.href, target: { section: "basics", field: "url" } });
  if (shownSections(data).some((section) => section.key === "profiles")) {
    for (const item of data.sections.profiles.items) {
      if (item.visible && item.url.href) wanted.push({ url: item.url.href, target: { section: "profiles", itemId: item.id, field: "url" } });
    }
  }
  if (wanted.length === 0) return pass("contact-links", t("contact.links.none"));
  const annotations = new Set(pdf.pages.flatMap((page) => page.links.map(bare)));
  const allText = normalise(pdf.pages.map(pageText).join(" ") || firstPage);
  const missing = wanted.filter(({ url }) => !annotations.has(bare(url)) && !allText.includes(normalise(bare(url))));
  if (missing.length === 0) return pass("contact-links", t("contact.links.pass"), wanted.map(({ url }) => url).join(", "));
  return finding(
    "contact-links",
    "warn",
    t("contact.links.warn", { count: missing.length, total: wanted.length }),
    missing.map(({ url }) => url).join(", "),
    t("contact.links.fix"),
    { target: missing[0]!.target },
  );
}
