import { type ResumeData, templateNames } from "@vitae/schema";
import { describe, expect, it } from "vitest";

import { ResumeDocument } from "./resume-document";
import { fullResume, hiddenTexts, minimalResume, sampleCopy } from "./test/fixtures";
import { render, texts } from "./test/render";
import { sectionOf } from "./test/section-of";
import {
  type AvailableTemplateName,
  availableTemplateNames,
  resolveTemplateName,
  templateColumnOrder,
  templates,
} from "./templates";

/**
 * What a reader should meet, in order: for each layout page, the columns in the template's
 * order, and in each column every visible, non-empty section's heading ("H:") followed by its
 * visible items' titles ("T:"). Built from the raw data, independently of the renderer.
 */
function expectedReadingOrder(data: ResumeData, template: AvailableTemplateName): string[] {
  const sequence: string[] = [];
  for (const page of data.metadata.layout) {
    const [main = [], ...rest] = page;
    const columns = { main, sidebar: rest.flat() };
    for (const column of templateColumnOrder[template]) {
      for (const key of columns[column]) {
        const found = sectionOf(data, key);
        if (!found || !found.section.visible) continue;
        const { section, title } = found;
        if (section.items === undefined) {
          if ((section.content ?? "").replace(/<[^>]*>/g, "").trim() !== "") sequence.push(`H:${section.name}`);
          continue;
        }
        const items = section.items.filter((item) => item.visible === true);
        if (items.length === 0) continue;
        sequence.push(`H:${section.name}`);
        for (const item of items) {
          const text = String(item[title] ?? "");
          if (text.trim() !== "") sequence.push(`T:${text}`);
        }
      }
    }
  }
  return sequence;
}

/** Headings and item titles as rendered, in document order. */
function renderedReadingOrder(root: HTMLElement): string[] {
  return Array.from(root.querySelectorAll(".vitae-section-heading, .vitae-item-title"), (element) =>
    element.classList.contains("vitae-section-heading") ? `H:${element.textContent}` : `T:${element.textContent}`,
  );
}

function renderTemplate(data: ResumeData, template: string) {
  const copy = structuredClone(data);
  copy.metadata.template = template;
  return render(<ResumeDocument data={copy} />);
}

const fixtures: [string, () => ResumeData][] = [
  ["the sample resume", sampleCopy],
  ["a minimal resume", minimalResume],
  ["a resume with every field", fullResume],
];

describe.each(availableTemplateNames)("template %s", (template) => {
  describe.each(fixtures)("with %s", (_label, fixture) => {
    it("shows the name first and every visible heading and item title in layout order", () => {
      const data = fixture();
      const { root } = renderTemplate(data, template);
      const names = texts(root, ".vitae-name");
      expect(names).toEqual([data.basics.name]);
      const headingsAndTitles = renderedReadingOrder(root);
      expect(headingsAndTitles).toEqual(expectedReadingOrder(data, template));
      const firstHeading = root.querySelector(".vitae-section-heading");
      const name = root.querySelector(".vitae-name");
      if (firstHeading && name) {
        expect(name.compareDocumentPosition(firstHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      }
    });

    it("draws one page box per layout page at the format's size", () => {
      const data = fixture();
      const { root } = renderTemplate(data, template);
      const pages = root.querySelectorAll<HTMLElement>(".vitae-page");
      expect(pages).toHaveLength(data.metadata.layout.length);
      for (const page of pages) {
        expect(page.classList.contains(`vitae-${template}`)).toBe(true);
        expect(page.style.width).toBe("793.6875px");
        expect(page.style.minHeight).toBe("1122.515625px");
      }
      expect(root.querySelector(".vitae-document")?.getAttribute("data-template")).toBe(template);
    });
  });

  it("renders nothing hidden", () => {
    const { root } = renderTemplate(fullResume(), template);
    const text = root.textContent ?? "";
    for (const hidden of hiddenTexts) expect(text, hidden).not.toContain(hidden);
    expect(root.querySelector("[data-section='publications']")).toBeNull();
    expect(root.querySelector("[data-item='hiddenexperience00000000']")).toBeNull();
  });

  it("shows an empty resume's name and nothing else", () => {
    const { root } = renderTemplate(minimalResume(), template);
    expect(root.querySelector(".vitae-name")?.textContent).toBe("Ada Minimal");
    expect(root.querySelectorAll(".vitae-section")).toHaveLength(0);
    expect(root.querySelector(".vitae-contacts")).toBeNull();
    expect(root.querySelector("img")).toBeNull();
  });

  it("sizes pages for letter", () => {
    const data = sampleCopy();
    data.metadata.page.format = "letter";
    const { html, root } = renderTemplate(data, template);
    const page = root.querySelector<HTMLElement>(".vitae-page");
    expect(page?.style.width).toBe("816px");
    expect(page?.style.minHeight).toBe("1056px");
    expect(html).toContain("@page { size: 215.9mm 279.4mm; margin: 0; }");
  });

  it("sets theme and typography as custom properties on the page", () => {
    const data = sampleCopy();
    data.metadata.theme = { background: "#111111", text: "#eeeeee", primary: "#2563eb" };
    data.metadata.typography.font = { family: "Lato", subset: "latin", variants: ["regular"], size: 15 };
    data.metadata.typography.lineHeight = 1.4;
    data.metadata.page.margin = 24;
    const page = renderTemplate(data, template).root.querySelector<HTMLElement>(".vitae-page");
    expect(page?.style.getPropertyValue("--vitae-primary")).toBe("#2563eb");
    expect(page?.style.getPropertyValue("--vitae-text")).toBe("#eeeeee");
    expect(page?.style.getPropertyValue("--vitae-background")).toBe("#111111");
    expect(page?.style.getPropertyValue("--vitae-font-family")).toContain('"Lato", "Noto Sans", "Vazirmatn", "Noto Sans Arabic"');
    expect(page?.style.getPropertyValue("--vitae-font-size")).toBe("15px");
    expect(page?.style.getPropertyValue("--vitae-line-height")).toBe("1.4");
    expect(page?.style.getPropertyValue("--vitae-margin")).toBe("24pt");
  });

  it("injects custom CSS only when visible, without letting it close the style element", () => {
    const data = sampleCopy();
    data.metadata.css = { value: ".x { color: red }</style><script>alert(1)</script><style>", visible: false };
    expect(renderTemplate(data, template).root.querySelector("style.vitae-custom-css")).toBeNull();
    data.metadata.css.visible = true;
    const { html, root } = renderTemplate(data, template);
    expect(root.querySelectorAll("style.vitae-custom-css")).toHaveLength(1);
    expect(root.querySelector("style.vitae-custom-css")?.textContent).toContain(".x { color: red }");
    expect(root.querySelectorAll("script")).toHaveLength(0);
    // Every "</style" in the markup closes a real style element: none comes from the user's CSS,
    // which stays whole inside its element.
    expect((html.match(/<\/style/gi) ?? []).length).toBe(root.querySelectorAll("style").length);
    expect(root.querySelector("style.vitae-custom-css")?.textContent).toBe(
      ".x { color: red }<\\/style><script>alert(1)</script><style>",
    );
  });

  it("sanitises rich-text summaries", () => {
    const data = sampleCopy();
    data.sections.summary.content = '<p>Safe <em>summary</em></p><img src=x onerror=alert(1)><img src="https://example.com/a.png" onerror="alert(2)">';
    const [first] = data.sections.experience.items;
    if (first) first.summary = '<p onmouseover="alert(3)">Role</p><a href="javascript:alert(4)">link</a><iframe src="file:///etc/passwd"></iframe>';
    const { html, root } = renderTemplate(data, template);
    expect(html).not.toMatch(/onerror|onmouseover|javascript:|<iframe/i);
    expect(root.querySelector(".vitae-summary")?.innerHTML).toBe(
      '<p>Safe <em>summary</em></p><img src="https://example.com/a.png">',
    );
    expect(root.textContent).toContain("Role");
  });

  it("shows icons and glyphs, and none of them with hideIcons", () => {
    const data = sampleCopy();
    const shown = renderTemplate(data, template).root;
    expect(shown.querySelector(".vitae-icon[data-icon='github']")).not.toBeNull();
    expect(shown.querySelector(".vitae-glyph")).not.toBeNull();
    data.metadata.typography.hideIcons = true;
    const { html, root } = renderTemplate(data, template);
    expect(root.querySelectorAll(".vitae-icon, .vitae-glyph, svg")).toHaveLength(0);
    expect(html).not.toContain("/icons/");
  });

  it("underlines links only when asked", () => {
    const data = sampleCopy();
    expect(renderTemplate(data, template).root.querySelectorAll("a.vitae-link-underlined").length).toBeGreaterThan(0);
    data.metadata.typography.underlineLinks = false;
    const { root } = renderTemplate(data, template);
    expect(root.querySelectorAll("a.vitae-link-underlined")).toHaveLength(0);
    expect(root.querySelector(".vitae-page")?.classList.contains("vitae-links-plain")).toBe(true);
  });

  it("numbers pages when asked", () => {
    const data = fullResume();
    expect(texts(renderTemplate(data, template).root, ".vitae-page-number")).toEqual(["1 / 2", "2 / 2"]);
    data.metadata.page.options.pageNumbers = false;
    expect(renderTemplate(data, template).root.querySelector(".vitae-page-number")).toBeNull();
  });

  it("honours the picture options", () => {
    const img = renderTemplate(fullResume(), template).root.querySelector<HTMLImageElement>("img.vitae-picture");
    expect(img?.getAttribute("src")).toBe("/uploads/marisol.webp");
    expect(img?.getAttribute("alt")).toBe("Marisol Kettering");
    expect(img?.style.width).toBe("96px");
    expect(img?.style.height).toBe("128px");
    expect(img?.style.borderRadius).toBe("6px");
    expect(img?.className).toContain("vitae-picture-border");
    expect(img?.className).toContain("vitae-picture-grayscale");
    const hidden = fullResume();
    hidden.basics.picture.effects.hidden = true;
    expect(renderTemplate(hidden, template).root.querySelector("img.vitae-picture")).toBeNull();
  });

  it("shows levels, keywords, link labels, section columns and custom fields", () => {
    const { root } = renderTemplate(fullResume(), template);
    const levels = Array.from(root.querySelectorAll("[data-section='skills'] .vitae-item"), (item) =>
      item.querySelectorAll(".vitae-rating-pip-filled").length,
    );
    expect(levels).toEqual([5, 4, 3, 0, 1]);
    expect(root.querySelector("[data-section='skills'] .vitae-item:nth-child(4) .vitae-rating")).toBeNull();
    expect(root.querySelector("[data-section='skills']")?.textContent).toContain("Kubernetes");
    const slides = Array.from(root.querySelectorAll("a")).find((a) => a.textContent === "Slides");
    expect(slides?.getAttribute("href")).toBe("https://marisol.example.com/talks/paging-less");
    expect(root.querySelector("[data-section='languages'] .vitae-section-items")?.getAttribute("data-columns")).toBe("3");
    const custom = texts(root, ".vitae-contact-custom");
    expect(custom).toContain("Time zone Pacific Time (UTC-8)");
    expect(custom).toContain("Work permit EU Blue Card");
    expect(root.querySelector(".vitae-contact-custom svg[data-glyph='identification-card']")).not.toBeNull();
  });

  it("renders a custom section with its entries' fields", () => {
    const section = renderTemplate(fullResume(), template).root.querySelector("[data-section^='custom.cx2']");
    expect(section?.querySelector(".vitae-section-heading")?.textContent).toBe("Open Source");
    expect(section?.querySelector(".vitae-section-items")?.getAttribute("data-columns")).toBe("2");
    const text = section?.textContent ?? "";
    for (const part of ["vitae", "Contributor", "2024 \u2013 Present", "Remote", "printing", "TypeScript", "Repository"]) {
      expect(text, part).toContain(part);
    }
  });

  it("can be drawn page by page", () => {
    const Template = templates[template];
    const data = fullResume();
    const second = render(<Template data={data} pageIndex={1} />).root;
    expect(second.querySelector(".vitae-name")).toBeNull();
    expect(texts(second, ".vitae-section-heading")).toEqual(["References", "Open Source"]);
  });
});

describe("ResumeDocument", () => {
  it("falls back to rhyhorn for unknown and not-yet-built template names", () => {
    for (const name of ["unknown", "", "__proto__"]) {
      expect(renderTemplate(sampleCopy(), name).root.querySelector(".vitae-page.vitae-rhyhorn"), name).not.toBeNull();
    }
    expect(resolveTemplateName("toString")).toBe("rhyhorn");
  });

  it("offers only names from the schema's template list", () => {
    for (const name of availableTemplateNames) expect(templateNames).toContain(name);
    expect(availableTemplateNames).toEqual(["azurill", "bronzor", "chikorita", "ditto", "gengar", "glalie", "kakuna", "leafish", "nosepass", "onyx", "pikachu", "rhyhorn"]);
  });
});
