import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

const now = new Date("2024-06-15T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("formatRelativeTime", () => {
  it.each([
    [0, "now"],
    [30, "30 seconds ago"],
    [59.7, "1 minute ago"],
    [5 * 60, "5 minutes ago"],
    [3 * 3600, "3 hours ago"],
    [26 * 3600, "yesterday"],
    [3 * 86400, "3 days ago"],
    [8 * 86400, "last week"],
    [45 * 86400, "last month"],
    [400 * 86400, "last year"],
    [3 * 365 * 86400, "3 years ago"],
  ])("%s seconds ago reads %s", (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), now, "en-US")).toBe(expected);
  });

  it("speaks the UI language", () => {
    expect(formatRelativeTime(ago(26 * 3600), now, "de-DE")).toBe("gestern");
    expect(formatRelativeTime(ago(5 * 60), now, "de-DE")).toBe("vor 5 Minuten");
  });

  it("reads a time slightly in the future (clock skew) as now", () => {
    expect(formatRelativeTime(new Date(now.getTime() + 2000), now, "en-US")).toBe("now");
  });
});
