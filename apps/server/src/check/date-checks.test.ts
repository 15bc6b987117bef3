import { describe, expect, it } from "vitest";
import { checkContext, drawnPdf, resultOf, sampleData } from "../test/check-pdfs";
import { dateChecks } from "./date-checks";

describe("date checks", () => {
  it("pass for the sample: readable, newest first, none in the future, no overlaps", async () => {
    const results = dateChecks(await checkContext(sampleData()));
    for (const id of ["dates-parse", "dates-order", "dates-future", "dates-overlap", "dates-format"]) expect(resultOf(results, id).status, id).toBe("pass");
  });

  it("fail naming a date that cannot be read", async () => {
    const data = sampleData();
    const item = data.sections.experience.items[1]!;
    item.date = "a while back";
    // Printed on a line of its own, as templates print dates beside the company.
    const pdf = await drawnPdf([[{ text: "Tidewater Health", x: 40, y: 40 }, { text: "a while back", x: 300, y: 40 }]]);
    const result = resultOf(dateChecks(await checkContext(data, { pdf })), "dates-parse");
    expect(result.status).toBe("fail");
    expect(result.evidence).toBe("Tidewater Health: “a while back”");
    expect(result.target).toEqual({ section: "experience", itemId: item.id, field: "date" });
    expect(result.highlights).toEqual(["a while back"]);
  });

  it("warn when an older entry comes first", async () => {
    const data = sampleData();
    data.sections.experience.items.reverse();
    const result = resultOf(dateChecks(await checkContext(data)), "dates-order");
    expect(result.status).toBe("warn");
    expect(result.evidence).toContain("Tidewater Health");
    expect(result.target).toMatchObject({ section: "experience", itemId: data.sections.experience.items[1]!.id });
  });

  it("fail for a start in the future", async () => {
    const data = sampleData();
    data.sections.experience.items[0]!.date = "March 2027 - Present";
    const result = resultOf(dateChecks(await checkContext(data)), "dates-future");
    expect(result.status).toBe("fail");
    expect(result.evidence).toBe("Fernbrook Logistics: “March 2027 - Present”");
  });

  it("fail for a job that ends in the future, not for an education that does", async () => {
    const data = sampleData();
    data.sections.education.items[0]!.date = "2024 - 2028";
    expect(resultOf(dateChecks(await checkContext(data)), "dates-future").status).toBe("pass");
    data.sections.experience.items[1]!.date = "June 2018 - February 2027";
    const result = resultOf(dateChecks(await checkContext(data)), "dates-future");
    expect(result.status).toBe("fail");
    expect(result.evidence).toBe("Tidewater Health: “June 2018 - February 2027”");
  });

  it("warn about overlapping positions unless one says why", async () => {
    const data = sampleData();
    data.sections.experience.items[0]!.date = "March 2020 - Present";
    const result = resultOf(dateChecks(await checkContext(data)), "dates-overlap");
    expect(result.status).toBe("warn");
    expect(result.evidence).toContain("Fernbrook Logistics");
    data.sections.experience.items[0]!.position = "Platform Engineer (part-time)";
    expect(resultOf(dateChecks(await checkContext(data)), "dates-overlap").status).toBe("pass");
  });

  it("warn when some dates name their months and others number them, pointing to the fewer", async () => {
    const data = sampleData();
    const numbered = data.sections.experience.items[1]!;
    numbered.date = "06/2018 - 02/2021";
    const result = resultOf(dateChecks(await checkContext(data)), "dates-format");
    expect(result.status).toBe("warn");
    expect(result.evidence).toBe("Tidewater Health: “06/2018 - 02/2021”");
    expect(result.target).toEqual({ section: "experience", itemId: numbered.id, field: "date" });
  });
});
