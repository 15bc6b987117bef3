import type { ResumeData } from "@vitae/schema";
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
    // German capitalises its nouns: capitalised words are checked as written.
    ["de", "Entwickelte eine neue Plattform für die schnelle Abrechnung.", "Entwikelte eine neue Plattform für die schnele Abrechnung.", "“Entwikelte”, “schnele”"],
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

  describe("in German, where every noun is capitalised", () => {
    /** The sample resume made German: its prose replaced by `summary`, the rest of the prose hidden. */
    async function germanSpelling(summary: string, change: (data: ResumeData) => void = () => {}) {
      const data = sampleData();
      data.basics.headline = "";
      data.sections.summary.content = `<p>${summary}</p>`;
      data.sections.experience.visible = data.sections.projects.visible = data.sections.volunteer.visible = data.sections.education.visible = data.sections.awards.visible = false;
      change(data);
      return resultOf(await spellingChecks(await checkContext(data, { language: "de" })), "spelling");
    }

    it("flags misspelt nouns, which a lowercase-only check never saw", async () => {
      const result = await germanSpelling("Verantwortlich für die Infrastrucktur und eine neue Schnitstelle zur Abrechnung.");
      expect(result.status).toBe("warn");
      expect(result.evidence).toBe("“Infrastrucktur”, “Schnitstelle”");
    }, 30_000);

    it("passes correct nouns, compounds, English borrowings, tools, acronyms and words with digits", async () => {
      const result = await germanSpelling(
        "Softwareentwicklerin mit Erfahrung in Datenbanken, Zahlungsdienstleistern und Lieferketten. Betrieb der Cloud mit Kubernetes, Grafana und AWS; Deployment über B2B-Schnittstellen und APIs.",
      );
      expect(result.status, result.evidence).toBe("pass");
    }, 30_000);

    it("passes the names the resume itself gives: the person, employers, schools and places", async () => {
      const prose = "Frau Okonkwo-Brandt leitete bei Zentravia die Plattform in Wolfsheide, nach dem Studium an der Hochschule Tarnbrück.";
      // Without the resume naming them, these names are unknown words.
      expect((await germanSpelling(prose)).status).toBe("warn");
      const result = await germanSpelling(prose, (data) => {
        data.basics.name = "Ada Okonkwo-Brandt";
        data.sections.experience.items[0]!.company = "Zentravia GmbH";
        data.sections.experience.items[0]!.location = "Wolfsheide";
        data.sections.education.items[0]!.institution = "Hochschule Tarnbrück";
      });
      expect(result.status, result.evidence).toBe("pass");
    }, 30_000);
  });

  it("still leaves capitalised words alone in a language that does not capitalise its nouns", async () => {
    const data = sampleData();
    data.sections.summary.content = "<p>Led the Zentravia migration with Grafanna dashboards.</p>";
    expect(resultOf(await spellingChecks(await checkContext(data)), "spelling").status).toBe("pass");
  });

  it("reads each dictionary once, however many checks ask at once", async () => {
    const [first, second] = [spellerFor("de"), spellerFor("de")];
    expect(first).toBe(second);
    expect(spellerFor("tr")).toBeNull();
  });

  it("stays silent for a language without a dictionary", async () => {
    expect(await spellingChecks(await checkContext(sampleData(), { language: "tr" }))).toEqual([]);
  });
});
