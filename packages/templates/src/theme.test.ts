import { defaultMetadata, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";

import { neutraliseCss } from "./custom-css";
import { fallbackFamilies } from "./fallback-families";
import { fontStack, safeColour, themeVariables } from "./theme";

describe("fontStack", () => {
  it("puts the family first, then every self-hosted fallback in order, then a generic family", () => {
    const sans = fontStack("Open Sans");
    expect(sans).toBe(['"Open Sans"', ...fallbackFamilies.map((family) => `"${family}"`), "sans-serif"].join(", "));
  });

  it("moves the CJK families the text needs ahead of the other CJK ones", () => {
    const stack = fontStack("Lato", ["Noto Sans", "Noto Sans TC"]);
    expect(stack.indexOf('"Noto Sans TC"')).toBeLessThan(stack.indexOf('"Noto Sans JP"'));
    expect(stack.indexOf('"Noto Sans Thai"')).toBeLessThan(stack.indexOf('"Noto Sans TC"'));
    expect(stack.match(/"Noto Sans [A-Z]{2}"/g)).toEqual(['"Noto Sans TC"', '"Noto Sans JP"', '"Noto Sans KR"', '"Noto Sans SC"']);
  });

  it("moves the Arabic family the text needs ahead of the other, so a word is drawn in one font", () => {
    const stack = fontStack("Lato", ["Noto Sans", "Noto Sans Arabic"]);
    expect(stack.match(/"(?:Vazirmatn|Noto Sans Arabic)"/g)).toEqual(['"Noto Sans Arabic"', '"Vazirmatn"']);
    expect(stack.indexOf('"Noto Sans"')).toBeLessThan(stack.indexOf('"Noto Sans Arabic"'));
    expect(stack.indexOf('"Noto Sans Arabic"')).toBeLessThan(stack.indexOf('"Noto Sans Hebrew"'));
    expect(fontStack("Lato", ["Noto Sans", "Vazirmatn"]).match(/"(?:Vazirmatn|Noto Sans Arabic)"/g)).toEqual(['"Vazirmatn"', '"Noto Sans Arabic"']);
  });

  it("tries Japanese before Chinese and the emoji family last, so digits keep the text's face", () => {
    const stack = fontStack("Lato");
    expect(stack.indexOf('"Noto Sans JP"')).toBeLessThan(stack.indexOf('"Noto Sans SC"'));
    expect(stack.indexOf('"Noto Emoji"')).toBeGreaterThan(stack.indexOf('"Noto Sans SC"'));
  });

  it("falls back to serif faces for serif families", () => {
    expect(fontStack("IBM Plex Serif").endsWith(", serif")).toBe(true);
    expect(fontStack("Merriweather").endsWith(", serif")).toBe(true);
    expect(fontStack("PT Sans").endsWith(", sans-serif")).toBe(true);
  });

  it("strips characters that could end the declaration", () => {
    const stack = fontStack('Evil"; background: url(https://x.example/a.png); x:"');
    expect(stack).not.toMatch(/[;:()]/);
    expect(stack.startsWith('"Evil background urlhttpsxexampleapng x"')).toBe(true);
  });

  it("keeps non-Latin family names", () => {
    expect(fontStack("Noto Sans JP").startsWith('"Noto Sans JP"')).toBe(true);
    expect(fontStack("思源黑体").startsWith('"思源黑体"')).toBe(true);
  });
});

describe("safeColour", () => {
  it.each(["#fff", "#ca8a04", "#ca8a04cc", "rgb(1, 2, 3)", "rgb(1 2 3 / 50%)", "hsl(10, 20%, 30%)", "white", "transparent"])(
    "accepts %s",
    (colour) => {
      expect(safeColour(colour, "#000")).toBe(colour);
    },
  );

  it.each(["red; background: url(https://x)", "url(https://x)", "var(--x)", "expression(alert(1))", "#12345", ""])(
    "rejects %j",
    (colour) => {
      expect(safeColour(colour, "#000000")).toBe("#000000");
    },
  );
});

describe("themeVariables", () => {
  it("sets every custom property from the metadata", () => {
    expect(themeVariables(sampleResume.metadata)).toMatchObject({
      "--vitae-primary": "#ca8a04",
      "--vitae-text": "#000000",
      "--vitae-background": "#ffffff",
      "--vitae-font-size": "13px",
      "--vitae-line-height": "1.75",
      "--vitae-margin": "14pt",
      "--vitae-page-width": "793.6875px",
      "--vitae-page-height": "1122.515625px",
    });
    expect(themeVariables(sampleResume.metadata)["--vitae-font-family"]).toMatch(/^"Merriweather", /);
  });

  it("replaces unusable values with the defaults", () => {
    const metadata = structuredClone(defaultMetadata);
    metadata.theme.primary = "red;}body{display:none";
    metadata.typography.font.size = Number.NaN;
    metadata.page.margin = 10_000;
    const variables = themeVariables(metadata);
    expect(variables["--vitae-primary"]).toBe("#dc2626");
    expect(variables["--vitae-font-size"]).toBe("14px");
    expect(variables["--vitae-margin"]).toBe("96pt");
  });
});

describe("neutraliseCss", () => {
  it("leaves ordinary CSS alone", () => {
    const css = '.a > .b::after { content: "</p>"; background: red; }';
    expect(neutraliseCss(css)).toBe(css);
  });

  it("escapes every closing style tag, in any case", () => {
    const css = "a{}</style><script>alert(1)</script></STYLE ><style>";
    const neutralised = neutraliseCss(css);
    expect(neutralised).not.toMatch(/<\/style/i);
    expect(neutralised).toBe("a{}<\\/style><script>alert(1)</script><\\/STYLE ><style>");
  });
});
