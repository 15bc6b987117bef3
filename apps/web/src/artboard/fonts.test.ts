import { describe, expect, it, vi } from "vitest";

import { quickFontFaces } from "./font-faces";
import { closestFace, fontImports, loadResumeFonts, neededFaces, quickFont, variantFace, waitForFonts } from "./fonts";

const typography = (family: string, variants: string[] = ["regular"]) => ({
  font: { family, subset: "latin", variants, size: 14 },
});

describe("fonts", () => {
  it("reads catalogue variants as faces", () => {
    expect(variantFace("regular")).toEqual({ weight: 400, style: "normal" });
    expect(variantFace("italic")).toEqual({ weight: 400, style: "italic" });
    expect(variantFace("300")).toEqual({ weight: 300, style: "normal" });
    expect(variantFace("700italic")).toEqual({ weight: 700, style: "italic" });
    expect(variantFace("bold")).toBeNull();
  });

  it("always needs regular, italic, bold and bold italic for rich text, plus the chosen variants", () => {
    expect(neededFaces(["regular"])).toHaveLength(4);
    expect(neededFaces(["300", "600italic", "700"])).toEqual([
      { weight: 400, style: "normal" },
      { weight: 400, style: "italic" },
      { weight: 700, style: "normal" },
      { weight: 700, style: "italic" },
      { weight: 300, style: "normal" },
      { weight: 600, style: "italic" },
    ]);
  });

  it("recognises the quick fonts whatever the case", () => {
    expect(quickFont("Merriweather")).toBe("Merriweather");
    expect(quickFont(" ibm  plex serif ")).toBe("IBM Plex Serif");
    expect(quickFont("Comic Sans MS")).toBeNull();
  });

  it("stands in the nearest face a family ships", () => {
    expect(closestFace(quickFontFaces.Lora, { weight: 300, style: "normal" })).toBe("400");
    expect(closestFace(quickFontFaces["PT Sans"], { weight: 600, style: "italic" })).toBe("700-italic");
    expect(closestFace(quickFontFaces.Merriweather, { weight: 300, style: "italic" })).toBe("300-italic");
  });

  it("imports only the faces the resume needs, and nothing for other families", async () => {
    const loaded: string[] = [];
    const table = {
      Merriweather: Object.fromEntries(
        ["300", "400", "400-italic", "700", "700-italic", "900"].map((key) => [key, async () => void loaded.push(key)]),
      ),
    };
    await loadResumeFonts(typography("Merriweather", ["regular", "900"]), table);
    expect(loaded.sort()).toEqual(["400", "400-italic", "700", "700-italic", "900"]);
    expect(fontImports(typography("Noto Sans JP"), table)).toEqual([]);
    expect(fontImports(typography("Roboto"), table)).toEqual([]);
  });

  it("knows every quick font's regular, italic, bold and bold italic faces", () => {
    for (const faces of Object.values(quickFontFaces)) {
      for (const key of ["400", "400-italic", "700", "700-italic"] as const) expect(faces[key]).toBeTypeOf("function");
    }
  });

  it("asks the font set for the text's characters in the chosen family, then waits for it", async () => {
    let ready = false;
    const fonts = {
      load: vi.fn(async () => []),
      get ready() {
        return Promise.resolve().then(() => {
          ready = true;
          return this as unknown as FontFaceSet;
        });
      },
    };
    await waitForFonts(fonts, "Merriweather", "Ada Ада Ada");
    expect(fonts.load).toHaveBeenCalledWith('400 16px "Merriweather"', "Ada Ада");
    expect(ready).toBe(true);
    fonts.load.mockClear();
    await waitForFonts(fonts, "Some System Font", "Ada");
    expect(fonts.load).not.toHaveBeenCalled();
  });
});
