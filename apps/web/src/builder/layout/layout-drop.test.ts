import type { Layout } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { changesColumn, columnDropId, dropPosition, parseColumnDropId } from "./layout-drop";
import { moveSection } from "./layout-operations";

const layout: Layout = [
  [
    ["profiles", "summary", "experience"],
    ["skills", "interests"],
  ],
  [[], ["languages"]],
];

describe("column drop ids", () => {
  it("round-trip page and column", () => {
    expect(parseColumnDropId(columnDropId(1, 0))).toEqual({ page: 1, column: 0 });
    expect(parseColumnDropId(columnDropId(12, 1))).toEqual({ page: 12, column: 1 });
  });

  it("are not section ids", () => {
    expect(parseColumnDropId("summary")).toBeNull();
    expect(parseColumnDropId("layout-column:1")).toBeNull();
    expect(parseColumnDropId("layout-column:a:b")).toBeNull();
  });
});

describe("dropPosition", () => {
  it("takes the place of the section dropped over", () => {
    expect(dropPosition(layout, "languages", "summary")).toEqual({ page: 0, column: 0, index: 1 });
    expect(moveSection(layout, "languages", { page: 0, column: 0, index: 1 })[0]?.[0]).toEqual([
      "profiles",
      "languages",
      "summary",
      "experience",
    ]);
  });

  it("reorders within a column like an array move", () => {
    const down = dropPosition(layout, "profiles", "experience");
    expect(down).toEqual({ page: 0, column: 0, index: 2 });
    expect(moveSection(layout, "profiles", down ?? { page: 0, column: 0, index: 0 })[0]?.[0]).toEqual([
      "summary",
      "experience",
      "profiles",
    ]);
  });

  it("goes to the end of a column dropped over, empty or not", () => {
    expect(dropPosition(layout, "summary", columnDropId(1, 0))).toEqual({ page: 1, column: 0, index: 0 });
    expect(dropPosition(layout, "summary", columnDropId(0, 1))).toEqual({ page: 0, column: 1, index: 2 });
    expect(dropPosition(layout, "profiles", columnDropId(0, 0))).toEqual({ page: 0, column: 0, index: 2 });
  });

  it("is null when the dragged or the target section is not placed", () => {
    expect(dropPosition(layout, "education", "summary")).toBeNull();
    expect(dropPosition(layout, "summary", "education")).toBeNull();
  });
});

describe("changesColumn", () => {
  it("tells a move to another column or page from a reorder", () => {
    expect(changesColumn(layout, "summary", "skills")).toBe(true);
    expect(changesColumn(layout, "summary", columnDropId(1, 0))).toBe(true);
    expect(changesColumn(layout, "summary", "experience")).toBe(false);
    expect(changesColumn(layout, "summary", columnDropId(0, 0))).toBe(false);
    expect(changesColumn(layout, "education", "summary")).toBe(false);
  });
});
