// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { neededFallbackFamilies } from "@vitae/templates";
import { describe, expect, it } from "vitest";

import { woffCharacters } from "@/test/woff-characters";

import { fallbackFontFaces } from "./fallback-fonts";

const resolve = createRequire(import.meta.url).resolve;
const vazirmatn = ["400", "700"].map((weight) => woffCharacters(readFileSync(resolve(`@fontsource/vazirmatn/files/vazirmatn-arabic-${weight}-normal.woff`))));

/** The assigned code points of the Arabic blocks, less the two invisible ones no font need draw. */
function arabicCodePoints(): number[] {
  const blocks: [number, number][] = [
    [0x0600, 0x06ff],
    [0x0750, 0x077f],
    [0x0870, 0x08ff],
    [0xfb50, 0xfdff],
    [0xfe70, 0xfeff],
  ];
  const invisible = new Set([0x061c, 0xfeff]);
  return blocks.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index).filter((code) => !invisible.has(code) && !/\p{Cn}/u.test(String.fromCodePoint(code))),
  );
}

describe("the Arabic fallback families", () => {
  it("ships both faces of both Arabic families", () => {
    expect(Object.keys(fallbackFontFaces)).toEqual(expect.arrayContaining(["Vazirmatn", "Noto Sans Arabic"]));
  });

  it("sets a character in Vazirmatn exactly when both its shipped faces draw it, else the text in Noto Sans Arabic", () => {
    const wrong = arabicCodePoints().filter((code) => {
      const drawn = vazirmatn.every((characters) => characters.has(code));
      return neededFallbackFamilies(String.fromCodePoint(code)).includes(drawn ? "Vazirmatn" : "Noto Sans Arabic") === false;
    });
    expect(wrong.map((code) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`)).toEqual([]);
  });
});
