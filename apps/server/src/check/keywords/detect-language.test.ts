import { describe, expect, it } from "vitest";
import { detectLanguage } from "./detect-language";

describe("detectLanguage", () => {
  it("tells the languages of postings apart", () => {
    expect(detectLanguage("We are looking for an engineer who enjoys building reliable services with a small team.")).toBe("en");
    expect(detectLanguage("Wir suchen eine Entwicklerin, die zuverlässige Dienste mit einem kleinen Team aufbauen möchte.")).toBe("de");
    expect(detectLanguage("Nous recherchons une développeuse qui aime construire des services fiables avec une petite équipe.")).toBe("fr");
    expect(detectLanguage("Buscamos una desarrolladora a la que le guste construir servicios fiables con un equipo pequeño.")).toBe("es");
    expect(detectLanguage("Procuramos uma desenvolvedora que goste de construir serviços confiáveis com uma equipe pequena.")).toBe("pt");
  });

  it("answers und for text too short to tell", () => {
    expect(detectLanguage("Kubernetes, Go")).toBe("und");
  });
});
