import { describe, expect, it } from "vitest";
import { formatDateRange, isoDate, parseDateRange } from "./date-range";

describe("formatDateRange", () => {
  it("writes 'start - end', an open end as Present unless told otherwise", () => {
    expect(formatDateRange("2019-03", "2024-06-30")).toBe("2019-03 - 2024-06-30");
    expect(formatDateRange("Jan 2022", "")).toBe("Jan 2022 - Present");
    expect(formatDateRange("Jan 2022", undefined, false)).toBe("Jan 2022");
    expect(formatDateRange("", "2014")).toBe("2014");
    expect(formatDateRange(undefined, undefined)).toBe("");
  });
});

describe("parseDateRange", () => {
  it("reads back ISO dates of year, year-month and year-month-day", () => {
    expect(parseDateRange("2013 - 2014-12")).toEqual({ startDate: "2013", endDate: "2014-12" });
    expect(parseDateRange("2013-12-01 - Present")).toEqual({ startDate: "2013-12-01" });
    expect(parseDateRange("2020-02")).toEqual({ startDate: "2020-02" });
  });

  it("leaves out what is not an ISO date", () => {
    expect(parseDateRange("Jan 2022 - Present")).toEqual({});
    expect(parseDateRange("")).toEqual({});
    expect(parseDateRange("2013-12-021")).toEqual({});
    expect(isoDate("Summer 2020")).toBeUndefined();
    expect(isoDate(" 2020-05 ")).toBe("2020-05");
  });
});
