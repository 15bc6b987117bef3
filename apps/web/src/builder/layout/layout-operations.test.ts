import { type Layout, defaultLayout } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import {
  addPage,
  deletePage,
  findSectionPosition,
  moveSection,
  removeSection,
  resetLayout,
} from "./layout-operations";

/** Two pages: the default page 1 minus skills/languages, and a page 2 holding them. */
function twoPages(): Layout {
  return [
    [
      ["profiles", "summary", "experience"],
      ["interests", "awards"],
    ],
    [["skills"], ["languages", "custom.abc"]],
  ];
}

/** Deep-frozen, as the store hands it out: an operation that writes into its input throws. */
function frozen(layout: Layout): Layout {
  for (const page of layout) {
    for (const column of page) Object.freeze(column);
    Object.freeze(page);
  }
  return Object.freeze(layout) as Layout;
}

describe("findSectionPosition", () => {
  it("finds a section's page, column and position", () => {
    const layout = twoPages();
    expect(findSectionPosition(layout, "profiles")).toEqual({ page: 0, column: 0, index: 0 });
    expect(findSectionPosition(layout, "experience")).toEqual({ page: 0, column: 0, index: 2 });
    expect(findSectionPosition(layout, "awards")).toEqual({ page: 0, column: 1, index: 1 });
    expect(findSectionPosition(layout, "custom.abc")).toEqual({ page: 1, column: 1, index: 1 });
  });

  it("answers null for a section the layout does not place", () => {
    expect(findSectionPosition(twoPages(), "education")).toBeNull();
    expect(findSectionPosition(twoPages(), "")).toBeNull();
  });

  it("finds sections in columns beyond the second (imported layouts)", () => {
    expect(findSectionPosition([[[], [], ["skills"]]], "skills")).toEqual({ page: 0, column: 2, index: 0 });
  });
});

describe("removeSection", () => {
  it("removes the section and leaves the input alone", () => {
    const layout = frozen(twoPages());
    const next = removeSection(layout, "summary");
    expect(next[0]?.[0]).toEqual(["profiles", "experience"]);
    expect(findSectionPosition(next, "summary")).toBeNull();
    expect(layout[0]?.[0]).toEqual(["profiles", "summary", "experience"]);
  });

  it("can empty a column", () => {
    expect(removeSection(twoPages(), "skills")[1]).toEqual([[], ["languages", "custom.abc"]]);
  });

  it("returns the same layout when the section is not placed", () => {
    const layout = twoPages();
    expect(removeSection(layout, "education")).toBe(layout);
  });
});

describe("moveSection", () => {
  it("moves a section to another column of the same page", () => {
    const next = moveSection(frozen(twoPages()), "summary", { page: 0, column: 1, index: 1 });
    expect(next[0]).toEqual([
      ["profiles", "experience"],
      ["interests", "summary", "awards"],
    ]);
  });

  it("moves a section to another page", () => {
    const next = moveSection(twoPages(), "skills", { page: 0, column: 1, index: 0 });
    expect(next).toEqual([
      [
        ["profiles", "summary", "experience"],
        ["skills", "interests", "awards"],
      ],
      [[], ["languages", "custom.abc"]],
    ]);
  });

  it("moves a section to the end of a column (index = its length)", () => {
    const next = moveSection(twoPages(), "profiles", { page: 1, column: 0, index: 1 });
    expect(next[1]?.[0]).toEqual(["skills", "profiles"]);
  });

  it("reorders within a column, the index being where the section ends up", () => {
    const layout = twoPages();
    expect(moveSection(layout, "profiles", { page: 0, column: 0, index: 2 })[0]?.[0]).toEqual([
      "summary",
      "experience",
      "profiles",
    ]);
    expect(moveSection(layout, "experience", { page: 0, column: 0, index: 0 })[0]?.[0]).toEqual([
      "experience",
      "profiles",
      "summary",
    ]);
  });

  it("moves into an empty column", () => {
    const empty: Layout = [[["summary"], []]];
    expect(moveSection(empty, "summary", { page: 0, column: 1, index: 0 })).toEqual([[[], ["summary"]]]);
  });

  it("adds the missing sidebar of a page stored with one column", () => {
    const oneColumn: Layout = [[["summary", "skills"]]];
    expect(moveSection(oneColumn, "skills", { page: 0, column: 1, index: 0 })).toEqual([[["summary"], ["skills"]]]);
  });

  describe("returns the same layout when", () => {
    const layout = twoPages();
    it.each([
      ["the section is not placed", "education", { page: 0, column: 0, index: 0 }],
      ["the page does not exist", "summary", { page: 2, column: 0, index: 0 }],
      ["the page is negative", "summary", { page: -1, column: 0, index: 0 }],
      ["the column does not exist", "summary", { page: 0, column: 2, index: 0 }],
      ["the column is negative", "summary", { page: 0, column: -1, index: 0 }],
      ["the column is not an integer", "summary", { page: 0, column: 0.5, index: 0 }],
      ["the index is past the end of another column", "summary", { page: 0, column: 1, index: 3 }],
      ["the index is past the end of its own column", "summary", { page: 0, column: 0, index: 3 }],
      ["the index is negative", "summary", { page: 0, column: 1, index: -1 }],
      ["the index is not an integer", "summary", { page: 0, column: 1, index: 0.5 }],
      ["the section is already there", "summary", { page: 0, column: 0, index: 1 }],
    ])("%s", (_case, id, target) => {
      expect(moveSection(layout, id, target)).toBe(layout);
    });
  });
});

describe("addPage", () => {
  it("appends a page with an empty main and sidebar column", () => {
    const layout = frozen(twoPages());
    const next = addPage(layout);
    expect(next).toHaveLength(3);
    expect(next[2]).toEqual([[], []]);
    expect(next.slice(0, 2)).toEqual(layout);
    expect(layout).toHaveLength(2);
  });
});

describe("deletePage", () => {
  it("moves the page's sections to the end of page 1's columns", () => {
    const next = deletePage(frozen(twoPages()), 1);
    expect(next).toEqual([
      [
        ["profiles", "summary", "experience", "skills"],
        ["interests", "awards", "languages", "custom.abc"],
      ],
    ]);
  });

  it("keeps the order of the pages around the deleted one", () => {
    const three = addPage(twoPages());
    const moved = moveSection(three, "summary", { page: 2, column: 0, index: 0 });
    const next = deletePage(moved, 1);
    expect(next).toHaveLength(2);
    expect(next[1]).toEqual([["summary"], []]);
    expect(next[0]?.[0]).toEqual(["profiles", "experience", "skills"]);
  });

  it("puts the sections of extra columns into page 1's last column", () => {
    const layout: Layout = [[["summary"]], [["skills"], ["languages"], ["awards"]]];
    expect(deletePage(layout, 1)).toEqual([[["summary", "skills"], ["languages", "awards"]]]);
  });

  it.each([
    ["the first page", 0],
    ["a page that does not exist", 2],
    ["a negative page", -1],
    ["a fractional page", 0.5],
  ])("returns the same layout for %s", (_case, page) => {
    const layout = twoPages();
    expect(deletePage(layout, page)).toBe(layout);
  });
});

describe("resetLayout", () => {
  it("returns the default layout with the placed custom sections in page 1's first column", () => {
    const layout: Layout = [[["custom.one", "summary"], ["skills"]], [["custom.two"], []]];
    const next = resetLayout(frozen(layout));
    expect(next).toEqual([[[...(defaultLayout[0]?.[0] ?? []), "custom.one", "custom.two"], defaultLayout[0]?.[1]]]);
  });

  it("adds custom sections the layout lost, once, and ignores other keys", () => {
    const next = resetLayout([[["custom.one"], []]], ["custom.one", "custom.three", "summary", "custom."]);
    expect(next[0]?.[0]?.slice(-2)).toEqual(["custom.one", "custom.three"]);
    expect(next[0]?.[0]?.filter((key) => key === "summary")).toHaveLength(1);
  });

  it("returns the same layout when it is the default already", () => {
    const layout = resetLayout([[["custom.one"], []]]);
    expect(resetLayout(layout)).toBe(layout);
    expect(resetLayout(layout, ["custom.one"])).toBe(layout);
    expect(resetLayout(layout, ["custom.two"])).not.toBe(layout);
  });

  it("never shares arrays with the schema's default", () => {
    const next = resetLayout([[["custom.one"], []]]);
    expect(defaultLayout[0]?.[0]).not.toContain("custom.one");
    expect(next[0]?.[0]).not.toBe(defaultLayout[0]?.[0]);
  });
});
