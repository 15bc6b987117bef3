import { describe, expect, it, vi } from "vitest";
import { checkHighlightName, findTextRanges, highlightApi, showHighlights } from "./highlight-text";

function page(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

describe("findTextRanges", () => {
  it("finds every occurrence whatever the case and white space, across inline elements", () => {
    const root = page("<h2>Experience</h2><p>Led the <strong>data   platform</strong> team; DATA platform again.</p>");
    const ranges = findTextRanges(root, ["data platform", "EXPERIENCE"]);
    expect(ranges.map((range) => range.toString())).toEqual(["data   platform", "DATA platform", "Experience"]);
  });

  it("spans text nodes: a term split by markup is one range", () => {
    const root = page("<p>jane<span>@example</span>.com</p>");
    const [range] = findTextRanges(root, ["jane@example.com"]);
    expect(range?.toString()).toBe("jane@example.com");
    expect(range?.startContainer.textContent).toBe("jane");
    expect(range?.endContainer.textContent).toBe(".com");
  });

  it("skips the custom CSS and blank or absent terms", () => {
    const root = page("<style>.skills { color: red }</style><p>Skills</p>");
    expect(findTextRanges(root, ["skills"]).map((range) => range.toString())).toEqual(["Skills"]);
    expect(findTextRanges(root, ["  ", "nowhere"])).toEqual([]);
  });
});

describe("showHighlights", () => {
  const fakeApi = () => {
    const registry = { set: vi.fn(), delete: vi.fn(() => true) };
    return { registry, create: vi.fn((ranges: Range[]) => ({ ranges })) };
  };

  it("registers one highlight holding every range, and deletes it when nothing matches", () => {
    const root = page("<p>Python and python</p>");
    const api = fakeApi();
    expect(showHighlights(api, root, ["python"])).toEqual({ count: 2, top: expect.any(Number) });
    expect(api.registry.set).toHaveBeenCalledWith(checkHighlightName, { ranges: expect.any(Array) });
    expect(showHighlights(api, root, [])).toEqual({ count: 0 });
    expect(api.registry.delete).toHaveBeenCalledWith(checkHighlightName);
  });

  it("does nothing where the browser has no highlight API", () => {
    const root = page("<p>Python</p>");
    const bare = { CSS: {} } as unknown as Window;
    expect(highlightApi(bare)).toBeNull();
    expect(showHighlights(null, root, ["python"])).toEqual({ count: 0 });
  });
});
