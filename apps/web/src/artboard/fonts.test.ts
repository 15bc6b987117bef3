import { describe, expect, it, vi } from "vitest";

import { quickFontFaces } from "./font-faces";
import {
  closestFace,
  fontImports,
  linkStylesheet,
  loadResumeFonts,
  neededFaces,
  quickFont,
  serviceFontCssUrl,
  variantFace,
  waitForFonts,
} from "./fonts";

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
    await waitForFonts(fonts, "Helvetica, Arial", "Ada");
    expect(fonts.load).not.toHaveBeenCalled();
  });

  it("asks the font service (our origin) for any other family, for the faces the resume needs", () => {
    expect(serviceFontCssUrl(typography("Roboto"))).toBe("/api/fonts/css?family=Roboto&variants=regular%2Citalic%2C700%2C700italic");
    expect(serviceFontCssUrl(typography(" Noto  Sans JP ", ["900italic", "300", "regular"]))).toBe(
      "/api/fonts/css?family=Noto+Sans+JP&variants=300%2Cregular%2Citalic%2C700%2C700italic%2C900italic",
    );
    // Quick fonts are self-hosted; a name the service would refuse falls back at once.
    expect(serviceFontCssUrl(typography("Merriweather"))).toBeNull();
    expect(serviceFontCssUrl(typography("ibm plex serif"))).toBeNull();
    for (const family of ["", "Comic Sans MS, Arial", "Roboto:700", "x".repeat(101), "Ünïcode"]) expect(serviceFontCssUrl(typography(family)), family).toBeNull();
  });

  it("loads a non-quick family's CSS from the font service, and no quick face", async () => {
    const requested: string[] = [];
    const imported: string[] = [];
    const table = { Lora: { "400": async () => void imported.push("400") } };
    await loadResumeFonts(typography("Playwrite AU NSW", ["700italic"]), table, async (href) => void requested.push(href));
    expect(requested).toEqual(["/api/fonts/css?family=Playwrite+AU+NSW&variants=regular%2Citalic%2C700%2C700italic"]);
    await loadResumeFonts(typography("Lora"), table, async (href) => void requested.push(href));
    expect(requested).toHaveLength(1);
    expect(imported).toEqual(["400"]);
  });

  it("links the font service's stylesheet once, and settles whether it loads, fails or never answers", async () => {
    // happy-dom loads no stylesheet: keep the links from connecting and play the browser's events.
    const appended: HTMLLinkElement[] = [];
    vi.spyOn(document.head, "append").mockImplementation((...nodes) => void appended.push(...(nodes as HTMLLinkElement[])));
    const abel = "/api/fonts/css?family=Abel&variants=regular";
    const loaded = linkStylesheet(abel, document, 10_000);
    expect(linkStylesheet(abel, document, 10_000)).toBe(loaded);
    expect(appended.map((link) => [link.rel, link.getAttribute("href")])).toEqual([["stylesheet", abel]]);
    appended[0]?.dispatchEvent(new Event("load"));
    await expect(loaded).resolves.toBeUndefined();

    const failed = linkStylesheet("/api/fonts/css?family=Abhaya+Libre&variants=regular", document, 10_000);
    appended[1]?.dispatchEvent(new Event("error"));
    await expect(failed).resolves.toBeUndefined();

    vi.useFakeTimers();
    try {
      const silent = linkStylesheet("/api/fonts/css?family=Aclonica&variants=regular", document, 5000);
      vi.advanceTimersByTime(5000);
      await expect(silent).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("waits for a font service family's text, but never longer than its deadline", async () => {
    const fonts = { load: vi.fn(async () => []), ready: new Promise<FontFaceSet>(() => {}) };
    const started = Date.now();
    await waitForFonts(fonts, "Noto Sans JP", "履歴書", 50);
    expect(fonts.load).toHaveBeenCalledWith('400 16px "Noto Sans JP"', "履歴書");
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
