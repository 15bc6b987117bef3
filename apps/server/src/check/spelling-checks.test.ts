import { describe, expect, it } from "vitest";
import { checkContext, drawnPdf, resultOf, sampleData } from "../test/check-pdfs";
import { spellerFor, spellingChecks } from "./spelling-checks";

describe("spelling check", () => {
  it("passes the sample, British spellings included", async () => {
    const results = await spellingChecks(await checkContext(sampleData()));
    const result = resultOf(results, "spelling");
    expect(result.status, result.evidence).toBe("pass");
  });

  it("warns naming misspelt words, not names or acronyms", async () => {
    const data = sampleData();
    data.sections.experience.items[0]!.summary = "<ul><li><p>Maintaned the deploymnet pipeline for Kubernetes and AWS.</p></li></ul>";
    const result = resultOf(await spellingChecks(await checkContext(data)), "spelling");
    expect(result.status).toBe("warn");
    expect(result.evidence).toBe("“maintaned”, “deploymnet”");
    expect(result.target).toEqual({ section: "experience", itemId: data.sections.experience.items[0]!.id, field: "summary" });
  });

  it("points to the field holding the first misspelt word, and highlights its printed line", async () => {
    const data = sampleData();
    data.basics.headline = "Platform enginer";
    const result = resultOf(await spellingChecks(await checkContext(data, { pdf: await drawnPdf([[{ text: "Platform enginer", x: 40, y: 40 }]]) })), "spelling");
    expect(result.target).toEqual({ section: "basics", field: "headline" });
    expect(result.highlights).toEqual(["Platform enginer"]);
  });

  // One correct and one misspelt sentence per language, each in that language's dictionary.
  const languages: [string, string, string, string][] = [
    // German capitalises its nouns, which are left alone like names: the mistakes are in lowercase words.
    ["de", "Entwickelte eine neue Plattform für die schnelle Abrechnung.", "Entwikelte eine neue Plattform für die schnele Abrechnung.", "“entwikelte”, “schnele”"],
    ["fr", "Conçu une nouvelle plateforme de facturation.", "Conçu une nouvele plateforme de facturatoin.", "“nouvele”, “facturatoin”"],
    ["es", "Desarrollé una nueva plataforma de facturación.", "Desarrollé una nueba plataforma de facturasión.", "“nueba”, “facturasión”"],
    ["pt", "Desenvolvi uma nova plataforma de faturamento.", "Desenvolvi uma nova plataforma de faturamentto.", "“faturamentto”"],
  ];
  for (const [language, correct, misspelt, evidence] of languages) {
    it(`checks ${language} words against the ${language} dictionary`, async () => {
      const data = sampleData();
      data.basics.headline = "";
      data.sections.summary.content = `<p>${correct}</p>`;
      data.sections.experience.visible = data.sections.projects.visible = data.sections.volunteer.visible = data.sections.education.visible = data.sections.awards.visible = false;
      expect(resultOf(await spellingChecks(await checkContext(data, { language })), "spelling").status).toBe("pass");
      data.sections.summary.content = `<p>${misspelt}</p>`;
      const result = resultOf(await spellingChecks(await checkContext(data, { language })), "spelling");
      expect(result.status).toBe("warn");
      expect(result.evidence).toBe(evidence);
    }, 30_000);
  }

  it("reads each dictionary once, however many checks ask at once", async () => {
    const [first, second] = [spellerFor("de"), spellerFor("de")];
    expect(first).toBe(second);
    expect(spellerFor("tr")).toBeNull();
  });

  it("stays silent for a language without a dictionary", async () => {
    expect(await spellingChecks(await checkContext(sampleData(), { language: "tr" }))).toEqual([]);
  });
});
