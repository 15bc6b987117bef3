import { describe, expect, it } from "vitest";
import { extractTerms } from "./extract-terms";
import { keywordLanguages } from "./languages";
import { stemmerFor } from "./stemmer";

describe("extractTerms", () => {
  it("finds several-word skills of the vocabulary and weighs the title and repeats", async () => {
    const terms = await extractTerms("Data Engineer\nYou build data pipelines with Apache Spark. Spark and dbt daily; machine learning is a plus.", "en");
    const names = terms.map((term) => term.term);
    expect(names).toEqual(expect.arrayContaining(["data pipelines", "Apache Spark", "dbt", "machine learning"]));
    expect(names).not.toContain("plus");
    expect(terms[0]!.weight).toBe(1);
    for (const term of terms) expect(term.weight).toBeGreaterThan(0);
    // Sorted heaviest first.
    expect([...terms].sort((a, b) => b.weight - a.weight)).toEqual(terms);
  });

  it("leaves out stop words, the posting's frame and amounts", async () => {
    const names = (await extractTerms("We offer a competitive salary of 80k and a great team. You have strong skills in Rust.", "en")).map((term) => term.term);
    expect(names).toContain("Rust");
    for (const word of ["offer", "competitive", "salary", "80k", "team", "strong", "skills"]) expect(names).not.toContain(word);
  });

  it("takes a name that is also a word only when written as the name", async () => {
    const names = (await extractTerms("You will go far here. We write Go and Swift.", "en")).map((term) => term.term);
    expect(names).toEqual(expect.arrayContaining(["Go", "Swift"]));
    expect(names).not.toContain("go");
  });

  it("stems in ten languages and more", async () => {
    const stemmed = Object.entries(keywordLanguages).filter(([, language]) => language.stemmer !== null);
    expect(stemmed.length).toBeGreaterThanOrEqual(10);
    expect((await stemmerFor("en"))("managing")).toBe((await stemmerFor("en"))("managed"));
    expect((await stemmerFor("de"))("Entwicklerinnen")).toBe((await stemmerFor("de"))("Entwickler"));
    expect((await stemmerFor("es"))("desarrollando")).toBe((await stemmerFor("es"))("desarrollado"));
    expect((await stemmerFor("pl"))("Programista")).toBe("programista");
  });
});
