import { describe, expect, it } from "vitest";

import { sampleCopy } from "../../test/fixtures";
import { render, texts } from "../../test/render";
import { Leafish } from "./leafish";

describe("leafish", () => {
  it("moves profiles that open the first page's main column into the header, keeping reading order", () => {
    const data = sampleCopy();
    const [page] = data.metadata.layout;
    if (!page) throw new Error("sample layout has a page");
    const [main = [], sidebar = []] = page;
    data.metadata.layout = [[["profiles", ...main], sidebar.filter((key) => key !== "profiles")]];
    const { root } = render(<Leafish data={data} pageIndex={0} />);
    const profiles = root.querySelectorAll("[data-section='profiles']");
    expect(profiles).toHaveLength(1);
    expect(profiles[0]?.closest(".vitae-leafish-header")).not.toBeNull();
    expect(texts(root, ".vitae-section-heading").slice(0, 2)).toEqual(["Profiles", "Summary"]);
  });

  it("leaves profiles where the layout puts them otherwise", () => {
    const data = sampleCopy();
    const { root } = render(<Leafish data={data} pageIndex={0} />);
    expect(root.querySelector(".vitae-leafish-header [data-section='profiles']")).toBeNull();
    expect(root.querySelector(".vitae-leafish-sidebar [data-section='profiles']")).not.toBeNull();
    data.metadata.layout = [[["summary"], []], [["profiles"], []]];
    const second = render(<Leafish data={data} pageIndex={1} />).root;
    expect(second.querySelector(".vitae-leafish-header")).toBeNull();
    expect(second.querySelector(".vitae-leafish-main [data-section='profiles']")).not.toBeNull();
  });
});
