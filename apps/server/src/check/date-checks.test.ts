import { describe, expect, it } from "vitest";
import { checkContext, resultOf, sampleData } from "../test/check-pdfs";
import { dateChecks } from "./date-checks";

describe("date checks", () => {
  it("pass for the sample: readable, newest first, none in the future, no overlaps", async () => {
    const results = dateChecks(await checkContext(sampleData()));
    for (const id of ["dates-parse", "dates-order", "dates-future", "dates-overlap"]) expect(resultOf(results, id).status, id).toBe("pass");
  });

  it("fail naming a date that cannot be read", async () => {
    const data = sampleData();
    data.sections.experience.items[1]!.date = "a while back";
    const result = resultOf(dateChecks(await checkContext(data)), "dates-parse");
    expect(result.status).toBe("fail");
    expect(result.evidence).toBe("Tidewater Health: “a while back”");
  });

  it("warn when an older entry comes first", async () => {
    const data = sampleData();
    data.sections.experience.items.reverse();
    const result = resultOf(dateChecks(await checkContext(data)), "dates-order");
    expect(result.status).toBe("warn");
    expect(result.evidence).toContain("Tidewater Health");
  });

  it("fail for a start in the future", async () => {
    const data = sampleData();
    data.sections.experience.items[0]!.date = "March 2027 - Present";
    const result = resultOf(dateChecks(await checkContext(data)), "dates-future");
    expect(result.status).toBe("fail");
    expect(result.evidence).toBe("Fernbrook Logistics: “March 2027 - Present”");
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
});
