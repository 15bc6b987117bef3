import { describe, expect, it } from "vitest";
import { tokenise } from "./tokenise";

const texts = (text: string) => tokenise(text).map((token) => token.text);

describe("tokenise", () => {
  it("keeps technical names whole and splits on hyphens and slashes", () => {
    expect(texts("Node.js, C++, C# and .NET; CI/CD for front-end apps.")).toEqual(["Node.js", "C++", "C#", "and", ".NET", "CI", "CD", "for", "front", "end", "apps"]);
  });

  it("takes French and Italian elisions off the word", () => {
    expect(texts("notions d'apprentissage automatique, l’analyse")).toEqual(["notions", "apprentissage", "automatique", "analyse"]);
    expect(texts("O'Reilly")).toEqual(["O'Reilly"]);
  });

  it("marks sentence starts and the breaks no phrase spans", () => {
    const tokens = tokenise("Build APIs. Run them, daily\n- Test");
    expect(tokens.map((token) => token.sentenceStart)).toEqual([true, false, true, false, false, true]);
    expect(tokens.map((token) => token.breakBefore)).toEqual([true, false, true, false, true, true]);
  });
});
