import { createDefaultResumeData, languages } from "@vitae/schema";
import { describe, expect, it } from "vitest";

import { pageNumberLabelAttribute } from "./paginate";
import { fillLabel, templateLabelTable, templateLabels } from "./labels";
import { ResumeDocument } from "./resume-document";
import { render } from "./test/render";

/** A resume with a rated skill, so the Rating block renders. */
function ratedResume() {
  const data = createDefaultResumeData();
  data.sections.skills.items = [
    { id: "skill00000000000000001", visible: true, name: "TypeScript", description: "", level: 4, keywords: [] },
  ];
  return data;
}

describe("template labels", () => {
  it("follow the locale, then its language, then English", () => {
    expect(templateLabels("de-DE").pageNumber).toBe("Seite {page} von {total}");
    expect(templateLabels("de-AT")).toBe(templateLabelTable.de);
    expect(templateLabels("xx-YY")).toBe(templateLabelTable.en);
    expect(templateLabels()).toBe(templateLabelTable.en);
    expect(templateLabels("zh-TW").pageNumber).toContain("頁");
    expect(templateLabels("zh-CN").pageNumber).toContain("页");
    expect(templateLabels("pt-BR")).toBe(templateLabelTable.pt);
  });

  it("exist for every interface language", () => {
    for (const { locale } of languages) {
      if (!locale.startsWith("en")) expect(templateLabels(locale), locale).not.toBe(templateLabelTable.en);
    }
  });

  it("have the same placeholders in every language", () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [language, labels] of Object.entries(templateLabelTable)) {
      expect(names(labels.pageNumber), language).toEqual(["page", "total"]);
      expect(names(labels.rating), language).toEqual(["level", "max"]);
    }
  });

  it("fill in values and leave unknown placeholders alone", () => {
    expect(fillLabel("{level} of {max} {x}", { level: 3, max: 5 })).toBe("3 of 5 {x}");
  });

  it("are what a rendered resume prints and reads out", () => {
    const english = render(<ResumeDocument data={ratedResume()} />).root;
    expect(english.querySelector(".vitae-rating")?.getAttribute("aria-label")).toBe("4 of 5");
    expect(english.querySelector(`[${pageNumberLabelAttribute}]`)?.getAttribute(pageNumberLabelAttribute)).toBe(
      "Page {page} of {total}",
    );
    const german = render(<ResumeDocument data={ratedResume()} locale="de-DE" />).root;
    expect(german.querySelector(".vitae-rating")?.getAttribute("aria-label")).toBe("4 von 5");
    expect(german.querySelector(`[${pageNumberLabelAttribute}]`)?.getAttribute(pageNumberLabelAttribute)).toBe(
      "Seite {page} von {total}",
    );
  });
});
