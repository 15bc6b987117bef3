/**
 * The markup Chromium turns into a tagged PDF: every template's headings go H1 (the name),
 * H2 (sections), H3 (item titles) without skipping a level; contact details and keywords are
 * lists; email, phone and addresses are links; decorative glyphs, icons and the page-number
 * footers are hidden from assistive technology (they become artifacts); the picture's
 * alternative text is the person's name.
 */
import { type ResumeData, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";

import { ResumeDocument } from "./resume-document";
import { fullResume } from "./test/fixtures";
import { render } from "./test/render";
import { availableTemplateNames } from "./templates";

function renderTemplate(data: ResumeData, template: string): HTMLElement {
  const copy = structuredClone(data);
  copy.metadata.template = template;
  return render(<ResumeDocument data={copy} />).root;
}

function withPicture(data: ResumeData): ResumeData {
  const copy = structuredClone(data);
  copy.basics.picture.url = "/uploads/portrait.jpg";
  return copy;
}

describe.each(availableTemplateNames)("template %s", (template) => {
  it("has one H1, the name, first, and never skips a heading level", () => {
    for (const data of [sampleResume, fullResume()]) {
      const root = renderTemplate(data, template);
      const headings = Array.from(root.querySelectorAll("h1, h2, h3, h4, h5, h6"), (element) => ({
        level: Number(element.tagName[1]),
        text: element.textContent ?? "",
      }));
      expect(headings[0]).toEqual({ level: 1, text: data.basics.name });
      expect(headings.filter((heading) => heading.level === 1)).toHaveLength(1);
      let previous = 1;
      for (const heading of headings.slice(1)) {
        expect(heading.level, `"${heading.text}" after an H${previous}`).toBeGreaterThanOrEqual(2);
        expect(heading.level, `"${heading.text}" after an H${previous}`).toBeLessThanOrEqual(previous + 1);
        previous = heading.level;
      }
      expect(headings.some((heading) => heading.level === 2)).toBe(true);
      expect(headings.some((heading) => heading.level === 3)).toBe(true);
    }
  });

  it("links the email, phone and web addresses, lists the contact details, hides decoration", () => {
    const root = renderTemplate(withPicture(sampleResume), template);
    const hrefs = Array.from(root.querySelectorAll("a"), (link) => link.getAttribute("href"));
    expect(hrefs).toContain(`mailto:${sampleResume.basics.email}`);
    expect(hrefs).toContain("tel:+15035550142");
    expect(hrefs).toContain(sampleResume.basics.url.href);
    const contacts = root.querySelector(".vitae-contacts");
    expect(contacts?.tagName).toBe("UL");
    expect(contacts?.querySelectorAll(":scope > li").length).toBeGreaterThanOrEqual(4);
    for (const decoration of root.querySelectorAll(".vitae-glyph, .vitae-icon, .vitae-page-footer, .vitae-page-overlay")) {
      expect(decoration.getAttribute("aria-hidden"), decoration.className.toString()).toBe("true");
    }
    expect(root.querySelectorAll(".vitae-glyph").length).toBeGreaterThan(0);
    const pictures = Array.from(root.querySelectorAll("img"));
    expect(pictures).toHaveLength(1);
    expect(pictures[0]?.getAttribute("alt")).toBe(sampleResume.basics.name);
  });
});
