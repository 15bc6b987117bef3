import { describe, expect, it } from "vitest";

import { fullResume } from "../../test/fixtures";
import { render } from "../../test/render";
import { Pikachu } from "./pikachu";

describe("pikachu", () => {
  it("puts the name box, then the main column, then the sidebar in the markup, the picture in the sidebar", () => {
    const { root } = render(<Pikachu data={fullResume()} pageIndex={0} />);
    const columns = root.querySelector(".vitae-pikachu-columns");
    // The name box is a grid cell of its own, across both columns (pikachu.css).
    expect(Array.from(columns?.children ?? [], (child) => child.className)).toEqual([
      "vitae-pikachu-header",
      "vitae-pikachu-main",
      "vitae-pikachu-sidebar",
    ]);
    expect(root.querySelector(".vitae-pikachu-header .vitae-name")).not.toBeNull();
    expect(root.querySelector(".vitae-pikachu-sidebar > img.vitae-picture")).not.toBeNull();
  });

  it("leaves the header and picture to the first page", () => {
    const { root } = render(<Pikachu data={fullResume()} pageIndex={1} />);
    expect(root.querySelector(".vitae-pikachu-header, .vitae-picture")).toBeNull();
  });
});
