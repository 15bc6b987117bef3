import { describe, expect, it } from "vitest";
import { reverseRightToLeftActualText } from "./right-to-left-actual-text";

/** An ActualText marked-content span as Chromium writes it, around one glyph. */
const span = (text: string) => {
  let hex = "FEFF";
  for (let unit = 0; unit < text.length; unit++) hex += text.charCodeAt(unit).toString(16).toUpperCase().padStart(4, "0");
  return `/Span<</ActualText <${hex}> >> BDC\n<021B> Tj\nEMC\n`;
};

describe("reverseRightToLeftActualText", () => {
  it("reverses a right-to-left glyph's characters: lam-alef (لا), mim with fatha and shadda", () => {
    const content = `BT\n/ReversedChars BMC\n${span("\u0644\u0627")}${span("\u0645\u064e\u0651")}EMC\nET\n`;
    expect(reverseRightToLeftActualText(content)).toBe(`BT\n/ReversedChars BMC\n${span("\u0627\u0644")}${span("\u0651\u064e\u0645")}EMC\nET\n`);
  });

  it("reverses a lone right-to-left glyph too, which Chromium leaves outside a reversed run", () => {
    expect(reverseRightToLeftActualText(`BT\n${span("לֹ")}ET\n`)).toBe(`BT\n${span("ֹל")}ET\n`);
  });

  it("keeps a character beyond the Basic Multilingual Plane whole", () => {
    expect(reverseRightToLeftActualText(span("א🚀"))).toBe(span("🚀א"));
  });

  it("leaves left-to-right ligatures, single characters and other encodings as they are", () => {
    expect(reverseRightToLeftActualText(`${span("fi")}${span("ل")}/Span<</ActualText (ab) >> BDC\nEMC\n`)).toBeUndefined();
    expect(reverseRightToLeftActualText("BT\n<0024> Tj\nET\n")).toBeUndefined();
  });

  it("reads hex digits split by white space, in either case", () => {
    expect(reverseRightToLeftActualText("/ActualText <feff 0644\n0627>")).toBe("/ActualText <FEFF06270644>");
  });
});
