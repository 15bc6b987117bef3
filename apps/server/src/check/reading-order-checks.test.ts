import { describe, expect, it } from "vitest";
import { checkContext, type DrawnText, drawnPdf, htmlPdf, resultOf, sampleData } from "../test/check-pdfs";
import { readingOrderChecks } from "./reading-order-checks";

/** The sample reduced to experience (main column) and skills (sidebar). */
function twoSections() {
  const data = sampleData();
  data.metadata.layout = [[["experience"], ["skills"]]];
  return data;
}

describe("reading order checks", () => {
  it("pass for one column, each section's entries under its heading", async () => {
    const data = twoSections();
    const pdf = await drawnPdf([
      [
        { text: "Experience", x: 40, y: 60 },
        ...data.sections.experience.items.map((item, index) => ({ text: item.company, x: 40, y: 80 + index * 14 })),
        { text: "Skills", x: 40, y: 140 },
        ...data.sections.skills.items.map((item, index) => ({ text: item.name, x: 40, y: 160 + index * 14 })),
      ],
    ]);
    const results = readingOrderChecks(await checkContext(data, { pdf }));
    expect(resultOf(results, "reading-lines").status).toBe("pass");
    expect(resultOf(results, "reading-sections").status).toBe("pass");
  });

  it("finds headings printed one run per letter, as letter-spaced templates print them", async () => {
    const data = twoSections();
    const spelled = (word: string, y: number) => [...word.toUpperCase()].map((letter, index) => ({ text: letter, x: 40 + index * 14, y }));
    const pdf = await drawnPdf([
      [
        ...spelled("Experience", 60),
        ...data.sections.experience.items.map((item, index) => ({ text: item.company, x: 40, y: 80 + index * 14 })),
        ...spelled("Skills", 140),
        ...data.sections.skills.items.map((item, index) => ({ text: item.name, x: 40, y: 160 + index * 14 })),
      ],
    ]);
    expect(resultOf(readingOrderChecks(await checkContext(data, { pdf })), "reading-sections").status).toBe("pass");
  });

  it("warn when two columns share baselines, naming both sides", async () => {
    const data = twoSections();
    const pdf = await drawnPdf([
      [
        { text: "Experience", x: 40, y: 60 },
        { text: "Fernbrook Logistics", x: 40, y: 80 },
        { text: "Skills", x: 380, y: 60 },
        { text: "Infrastructure", x: 380, y: 80 },
      ],
    ]);
    const result = resultOf(readingOrderChecks(await checkContext(data, { pdf })), "reading-lines");
    expect(result.status).toBe("warn");
    expect(result.evidence).toContain("“Fernbrook Logistics” (Experience) | “Infrastructure” (Skills)");
    expect(result.highlights).toEqual(expect.arrayContaining(["Fernbrook Logistics", "Infrastructure"]));
  });

  it("warn for a real two-column print from Chromium", async () => {
    const data = twoSections();
    const column = (heading: string, entries: string[]) => `<section><h2>${heading}</h2>${entries.map((entry) => `<p>${entry}</p>`).join("")}</section>`;
    const pdf = await htmlPdf(
      `<div style="display:flex;gap:60px;font:12px sans-serif"><div style="flex:2">${column("Experience", data.sections.experience.items.map((item) => item.company))}</div>` +
        `<div style="flex:1">${column("Skills", data.sections.skills.items.map((item) => item.name))}</div></div>`,
    );
    expect(resultOf(readingOrderChecks(await checkContext(data, { pdf })), "reading-lines").status).toBe("warn");
  });

  it("fail when an entry comes out under another section's heading", async () => {
    const data = twoSections();
    const pdf = await drawnPdf([
      [
        { text: "Experience", x: 40, y: 60 },
        { text: "Fernbrook Logistics", x: 40, y: 80 },
        { text: "Skills", x: 40, y: 100 },
        { text: "Tidewater Health", x: 40, y: 120 },
      ],
    ]);
    const result = resultOf(readingOrderChecks(await checkContext(data, { pdf })), "reading-sections");
    expect(result.status).toBe("fail");
    expect(result.evidence).toBe("“Tidewater Health” of “Experience”");
    const tidewater = data.sections.experience.items.find((item) => item.company === "Tidewater Health")!;
    expect(result.target).toEqual({ section: "experience", itemId: tidewater.id });
    expect(result.highlights).toEqual(["Tidewater Health"]);
  });

  describe("across a page break", () => {
    /** Experience (and education) in a main column on the right, skills then languages in a sidebar on the left. */
    function twoColumns() {
      const data = sampleData();
      data.metadata.layout = [[["experience", "education"], ["skills", "languages"]]];
      return data;
    }
    const [fernbrook, tidewater, cobalt] = sampleData().sections.experience.items.map((item) => item.company);
    const [english, ...otherLanguages] = sampleData().sections.languages.items.map((item) => item.name);
    const institution = sampleData().sections.education.items[0]!.institution;

    /**
     * Page 1 as a two-column template prints it: the main column's runs first, then the
     * sidebar's, then the page number (under the main column, but read last).
     */
    const firstPage = (data: ReturnType<typeof twoColumns>) => [
      { text: "Experience", x: 220, y: 60 },
      { text: fernbrook!, x: 220, y: 80 },
      { text: "Skills", x: 40, y: 60 },
      ...data.sections.skills.items.map((item, index) => ({ text: item.name, x: 40, y: 80 + index * 14 })),
      { text: "Languages", x: 40, y: 300 },
      { text: english!, x: 40, y: 320 },
      { text: "Page 1 of 2", x: 280, y: 820 },
    ];
    const sidebarRest = otherLanguages.map((name, index) => ({ text: name!, x: 40, y: 40 + index * 14 }));
    /** reading-sections for these pages drawn as given: page 1 as above, then `rest`. */
    const readingSections = async (data: ReturnType<typeof twoColumns>, ...rest: DrawnText[][]) =>
      resultOf(readingOrderChecks(await checkContext(data, { pdf: await drawnPdf([firstPage(data), ...rest]) })), "reading-sections");

    it("pass when a page starts with the main column's continuation, read after the sidebar of the page before", async () => {
      const data = twoColumns();
      data.metadata.layout = [[["experience"], ["skills", "languages"]]];
      const result = await readingSections(
        data,
        [
          { text: tidewater!, x: 220, y: 40 },
          { text: cobalt!, x: 220, y: 60 },
        ],
      );
      expect(result.status, result.evidence).toBe("pass");
    });

    it("pass when both columns run on and the sidebar's continuation is read after a new heading of the main column", async () => {
      const data = twoColumns();
      const result = await readingSections(
        data,
        [{ text: tidewater!, x: 220, y: 40 }, { text: cobalt!, x: 220, y: 60 }, { text: "Education", x: 220, y: 90 }, { text: institution, x: 220, y: 110 }, ...sidebarRest],
      );
      expect(result.status, result.evidence).toBe("pass");
    });

    it("fail when, on the new page, an entry is read after another section's heading in its own column", async () => {
      const data = twoColumns();
      const result = await readingSections(
        data,
        [{ text: tidewater!, x: 220, y: 40 }, { text: "Education", x: 220, y: 60 }, { text: cobalt!, x: 220, y: 80 }, { text: institution, x: 220, y: 100 }, ...sidebarRest],
      );
      expect(result.status).toBe("fail");
      expect(result.evidence).toBe(`“${cobalt}” of “Experience”`);
    });

    it("fail when, on the new page, the stream reads an entry under the other column's heading", async () => {
      const data = twoColumns();
      // The main column's new heading, then the sidebar's, then the main column's entry: interleaved within the page.
      const result = await readingSections(
        data,
        [{ text: tidewater!, x: 220, y: 40 }, { text: cobalt!, x: 220, y: 60 }, { text: "Education", x: 220, y: 90 }, { text: "Skills", x: 40, y: 40 }, { text: institution, x: 220, y: 110 }],
      );
      expect(result.status).toBe("fail");
      expect(result.evidence).toBe(`“${institution}” of “Education”`);
    });

    it("fail as before without the column rule: a one-column page whose stream puts an entry under the wrong heading", async () => {
      const data = twoColumns();
      const pdf = await drawnPdf([
        [{ text: "Experience", x: 40, y: 60 }, { text: fernbrook!, x: 40, y: 80 }, { text: tidewater!, x: 40, y: 100 }],
        [{ text: "Skills", x: 40, y: 40 }, { text: cobalt!, x: 40, y: 60 }, ...data.sections.skills.items.map((item, index) => ({ text: item.name, x: 40, y: 80 + index * 14 }))],
      ]);
      const result = resultOf(readingOrderChecks(await checkContext(data, { pdf })), "reading-sections");
      expect(result.status).toBe("fail");
      expect(result.evidence).toBe(`“${cobalt}” of “Experience”`);
    });
  });
});
