import { describe, expect, it } from "vitest";

import { fullResume } from "../../test/fixtures";
import { render } from "../../test/render";
import { Pikachu } from "./pikachu";

describe("pikachu", () => {
  it("puts the name box and main column before the sidebar in the markup, the picture in the sidebar", () => {
    const { root } = render(<Pikachu data={fullResume()} pageIndex={0} />);
    const columns = root.querySelector(".vitae-pikachu-columns");
    expect(Array.from(columns?.children ?? [], (child) => child.className)).toEqual([
      "vitae-pikachu-main",
      "vitae-pikachu-sidebar",
    ]);
    expect(root.querySelector(".vitae-pikachu-main > .vitae-pikachu-header .vitae-name")).not.toBeNull();
    expect(root.querySelector(".vitae-pikachu-sidebar > img.vitae-picture")).not.toBeNull();
  });

  it("leaves the header and picture to the first page", () => {
    const { root } = render(<Pikachu data={fullResume()} pageIndex={1} />);
    expect(root.querySelector(".vitae-pikachu-header, .vitae-picture")).toBeNull();
  });
});
