import { describe, expect, it } from "vitest";
import { sampleData } from "../test/check-pdfs";
import { ownNames } from "./own-names";

describe("ownNames", () => {
  it("holds the words of the person's name and place, employers, schools, places and listed tools, lowercased", () => {
    const names = ownNames(sampleData());
    for (const word of ["marisol", "kettering", "fernbrook", "tidewater", "portland", "oregon", "grafana", "opentelemetry"]) {
      expect(names.has(word), word).toBe(true);
    }
  });

  it("leaves out job titles and descriptions, which are ordinary words the spelling check must judge", () => {
    const data = sampleData();
    data.sections.experience.items[0]!.position = "Plattformentwikler";
    data.sections.experience.items[0]!.summary = "<p>Schnitstelle</p>";
    const names = ownNames(data);
    expect(names.has("plattformentwikler")).toBe(false);
    expect(names.has("schnitstelle")).toBe(false);
  });

  it("reads custom sections' item names and places", () => {
    const data = sampleData();
    const [custom] = Object.values(data.sections.custom);
    custom!.items[0]!.location = "Wolfsheide";
    expect(ownNames(data).has("wolfsheide")).toBe(true);
  });
});
