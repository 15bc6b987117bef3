import { describe, expect, it } from "vitest";

import { artboardMode } from "./artboard-mode";

describe("artboard mode", () => {
  it.each([
    ["/artboard/builder", "builder"],
    ["/artboard/builder/", "builder"],
    ["/artboard/preview", "preview"],
    ["/artboard/print", "preview"],
    ["/artboard", "preview"],
    ["/artboard/builder-ish", "preview"],
  ] as const)("%s is %s", (path, mode) => {
    expect(artboardMode(path)).toBe(mode);
  });
});
