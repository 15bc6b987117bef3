import { describe, expect, it } from "vitest";
import { parseDateRange } from "./parse-date";

const month = (year: number, index: number) => year * 12 + index;

describe("parseDateRange", () => {
  it.each([
    ["March 2021 - Present", { start: month(2021, 2), end: null, startHasMonth: true }],
    ["June 2018 – February 2021", { start: month(2018, 5), end: month(2021, 1), startHasMonth: true }],
    ["2011 - 2015", { start: month(2011, 0), end: month(2015, 11), startHasMonth: false }],
    ["06/2018 – 02/2021", { start: month(2018, 5), end: month(2021, 1), startHasMonth: true }],
    ["2019-03 to 2020-11", { start: month(2019, 2), end: month(2020, 10), startHasMonth: true }],
    ["März 2021 – heute", { start: month(2021, 2), end: null, startHasMonth: true }],
    ["Okt. 2019 bis Dez. 2020", { start: month(2019, 9), end: month(2020, 11), startHasMonth: true }],
    ["janvier 2020 - aujourd'hui", { start: month(2020, 0), end: null, startHasMonth: true }],
    ["enero de 2019 - actualidad", { start: month(2019, 0), end: null, startHasMonth: true }],
    ["Ocak 2020 - Günümüz", { start: month(2020, 0), end: null, startHasMonth: true }],
    ["2023", { start: month(2023, 0), end: month(2023, 11), startHasMonth: false }],
    ["seit 2020", { start: month(2020, 0), end: null, startHasMonth: false }],
  ])("reads %s", (text, expected) => {
    expect(parseDateRange(text)).toEqual(expected);
  });

  it.each(["sometime last spring", "13/2020 - 2021", "2019 - 2020 - 2021", "Present", ""])("refuses %s", (text) => {
    expect(parseDateRange(text)).toBeNull();
  });
});
