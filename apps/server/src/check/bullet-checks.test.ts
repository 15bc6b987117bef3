import type { ResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { checkContext, resultOf, sampleData } from "../test/check-pdfs";
import { bulletChecks } from "./bullet-checks";

/** The sample with its experience bullets replaced. */
function withBullets(bullets: string[], change: (data: ResumeData) => void = () => undefined): ResumeData {
  const data = sampleData();
  data.sections.experience.items = data.sections.experience.items.slice(0, 1);
  data.sections.experience.items[0]!.summary = `<ul>${bullets.map((bullet) => `<li><p>${bullet}</p></li>`).join("")}</ul>`;
  data.sections.projects.visible = false;
  data.sections.volunteer.visible = false;
  change(data);
  return data;
}

const run = async (data: ResumeData, language = "en") => bulletChecks(await checkContext(data, { language }));

describe("bullet checks", () => {
  it("pass for the sample's bullet points", async () => {
    const results = await run(sampleData());
    for (const id of ["bullet-length", "bullet-numbers", "bullet-repetition", "bullet-verbs", "bullet-pronouns", "filler-phrases"]) {
      expect(resultOf(results, id).status, id).toBe("pass");
    }
  });

  it("warn about bullets too short or too long", async () => {
    const long = `Led ${"the platform team through a very long migration ".repeat(6)}`;
    const result = resultOf(await run(withBullets(["Led it.", long, "Built the billing service that handled 3 million invoices"])), "bullet-length");
    expect(result.status).toBe("warn");
    expect(result.evidence).toContain("“Led it.”");
  });

  it("warn when few bullets have numbers", async () => {
    const result = resultOf(await run(withBullets(["Built the billing service for the team", "Led the move to containers for everyone", "Wrote the on-call guide", "Reduced pages by 80%"])), "bullet-numbers");
    expect(result.status).toBe("warn");
    expect(result.evidence).toBe("1 of 4");
  });

  it("warn about words repeated across bullets", async () => {
    const bullets = ["Managed the platform team of 5", "Managed the platform budget of $2M", "Managed the platform roadmap for 3 years", "Managed platform hiring for 12 roles"];
    const result = resultOf(await run(withBullets(bullets)), "bullet-repetition");
    expect(result.status).toBe("warn");
    expect(result.evidence).toBe("managed ×4, platform ×4");
  });

  it("warn when bullets do not start with action verbs, in English and German", async () => {
    const english = resultOf(await run(withBullets(["The team and I moved 40 services", "Kubernetes work for 3 teams", "Built 2 tools"])), "bullet-verbs");
    expect(english.status).toBe("warn");
    const german = withBullets(["Entwicklung einer API für 3 Teams", "Aufgebaut: ein Team von 5 Personen", "Migriert 40 Dienste"]);
    expect(resultOf(await run(german, "de"), "bullet-verbs").status).toBe("pass");
    const weakGerman = withBullets(["Die API für 3 Teams", "Ein Team von 5 Personen", "Migriert 40 Dienste"]);
    expect(resultOf(await run(weakGerman, "de"), "bullet-verbs").status).toBe("warn");
  });

  it("warn about first-person pronouns", async () => {
    const result = resultOf(await run(withBullets(["Led the move of 40 services", "I built our billing service for 3 teams"])), "bullet-pronouns");
    expect(result.status).toBe("warn");
    expect(result.evidence).toBe("“I built our billing service for 3 teams”");
    // The item whose description holds it, and the bullet as the PDF prints it.
    expect(result.target).toMatchObject({ section: "experience", field: "summary" });
    expect(result.highlights).toEqual(["I built our billing service for 3 teams"]);
    const german = withBullets(["Ich habe 40 Dienste migriert", "Entwickelt: 3 Werkzeuge"]);
    expect(resultOf(await run(german, "de"), "bullet-pronouns").status).toBe("warn");
  });

  it("warn about filler phrases in bullets and the summary, per language", async () => {
    const data = withBullets(["Responsible for 3 services"], (resume) => {
      resume.sections.summary.content = "<p>A results-driven engineer.</p>";
    });
    const result = resultOf(await run(data), "filler-phrases");
    expect(result.status).toBe("warn");
    expect(result.evidence).toBe("“results-driven”, “responsible for”");
    expect(result.target).toEqual({ section: "summary", field: "content" });
    expect(result.highlights).toEqual(["A results-driven engineer.", "Responsible for 3 services"]);
    const german = withBullets(["Zuständig für 3 Dienste"], (resume) => {
      resume.sections.summary.content = "<p>Teamfähig und belastbar.</p>";
    });
    expect(resultOf(await run(german, "de"), "filler-phrases").evidence).toBe("“teamfähig”, “belastbar”, “zuständig für”");
  });

  // Per language: bullets that start with what was done and say it without "I", then the same work told in the first person.
  const languages: [string, string[], string[]][] = [
    ["fr", ["Conçu la plateforme de facturation pour 3 pays", "Gestion d'une équipe de 6 personnes"], ["J'ai conçu la plateforme pour 3 pays", "Notre équipe de 6 personnes"]],
    ["es", ["Desarrollé la plataforma de pagos para 3 países", "Gestión de un equipo de 6 personas"], ["Yo desarrollé la plataforma para 3 países", "Nuestro equipo de 6 personas"]],
    ["pt", ["Desenvolvi a plataforma de pagamentos para 3 países", "Gestão de uma equipe de 6 pessoas"], ["Eu desenvolvi a plataforma para 3 países", "Nossa equipe de 6 pessoas"]],
  ];
  for (const [language, good, personal] of languages) {
    it(`judge ${language} bullets by ${language} verbs and pronouns`, async () => {
      const results = await run(withBullets(good), language);
      expect(resultOf(results, "bullet-verbs").status).toBe("pass");
      expect(resultOf(results, "bullet-pronouns").status).toBe("pass");
      const worse = await run(withBullets(personal), language);
      expect(resultOf(worse, "bullet-verbs").status).toBe("warn");
      expect(resultOf(worse, "bullet-pronouns").status).toBe("warn");
    });
  }
});
