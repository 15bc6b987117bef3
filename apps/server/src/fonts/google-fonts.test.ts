import { describe, expect, it } from "vitest";
import { canonicalVariants, familyPattern, fontFileKey, isFontFileKey, rewriteFontCss, sniffFontType, upstreamCssUrl } from "./google-fonts";

const gstatic = "https://fonts.gstatic.com";

describe("google fonts requests", () => {
  it("accepts Google's family names and nothing that could carry more", () => {
    for (const family of ["Roboto", "Noto Sans JP", "M PLUS 1p", "Zen Kaku Gothic New", "Playwrite AU NSW"]) expect(familyPattern.test(family), family).toBe(true);
    for (const family of ["", " Roboto", "Roboto ", "Noto  Sans", "Roboto:700", "Roboto|Lato", "Roboto&x=1", "a/b", "Ro'boto"]) {
      expect(familyPattern.test(family), family).toBe(false);
    }
  });

  it("orders variants by weight, upright first, without repeats", () => {
    expect(canonicalVariants("700italic,regular,300,italic,700,regular")).toEqual(["300", "regular", "italic", "700", "700italic"]);
    expect(canonicalVariants("regular,bold")).toBeNull();
    expect(canonicalVariants("")).toBeNull();
  });

  it("asks the CSS API v1 for the variants as weights", () => {
    expect(upstreamCssUrl("https://fonts.googleapis.com/", "Noto Sans JP", ["regular", "italic", "700"])).toBe(
      "https://fonts.googleapis.com/css?family=Noto+Sans+JP%3A400%2C400italic%2C700&display=swap",
    );
  });

  it("takes file keys only from the files host, shaped as Google names files", () => {
    expect(fontFileKey(`${gstatic}/s/roboto/v30/KFOmCnqEu92Fr1Mu4mxK.woff2`, gstatic)).toBe("s/roboto/v30/KFOmCnqEu92Fr1Mu4mxK.woff2");
    expect(fontFileKey(`${gstatic}/s/notosansjp/v52/-F6jfjtqLzI2JPCgQBnw7HFyzSD-AsregP8VFBEj75vY0rw-oME.0.woff2`, `${gstatic}/`)).not.toBeNull();
    expect(fontFileKey("https://fonts.gstatic.com.evil.test/s/roboto/v30/a.woff2", gstatic)).toBeNull();
    expect(fontFileKey("https://evil.test/s/roboto/v30/a.woff2", gstatic)).toBeNull();
    for (const key of ["s/roboto/v30/../x.woff2", "s/roboto/v30/a.woff2?x", "l/font?kit=1", "s/roboto/v30/a.svg", "/s/roboto/v30/a.woff2", "s/Roboto/v30/a.woff2"]) {
      expect(isFontFileKey(key), key).toBe(false);
    }
  });
});

describe("rewriteFontCss", () => {
  const rule = (src: string, extra = "") =>
    `/* latin */\n@font-face {\n  font-family: 'Roboto';\n  font-style: normal;\n  font-weight: 400;\n  font-display: swap;\n  src: ${src};\n  unicode-range: U+0000-00FF, U+0131;${extra}\n}\n`;

  it("moves the file addresses to our origin and keeps the descriptors", () => {
    expect(rewriteFontCss(rule(`url(${gstatic}/s/roboto/v30/a.woff2) format('woff2')`), gstatic)).toBe(
      "@font-face {\n  font-family: 'Roboto';\n  font-style: normal;\n  font-weight: 400;\n  font-display: swap;\n" +
        "  src: url(/api/fonts/file/s/roboto/v30/a.woff2) format('woff2');\n  unicode-range: U+0000-00FF, U+0131;\n}\n",
    );
  });

  it("leaves out local() faces, as older answers list them", () => {
    const out = rewriteFontCss(rule(`local('Roboto'), local('Roboto-Regular'), url(${gstatic}/s/roboto/v20/a.woff2) format('woff2')`), gstatic);
    expect(out).toContain("  src: url(/api/fonts/file/s/roboto/v20/a.woff2) format('woff2');\n");
    expect(rewriteFontCss(rule("local('Roboto')"), gstatic)).toBe("");
  });

  it("drops a rule with an address elsewhere or a value it cannot vouch for, and everything outside rules", () => {
    const css = [
      "@import url(https://evil.test/a.css);",
      rule(`url(https://evil.test/s/roboto/v30/a.woff2) format('woff2')`),
      rule(`url(${gstatic}/s/roboto/v30/a.woff2), url(https://evil.test/b.woff2)`),
      rule(`url(${gstatic}/s/roboto/v30/a.woff2)`).replace("font-style: normal", "font-style: url(x)"),
      "body { background: url(https://evil.test/t.png) }",
    ].join("\n");
    expect(rewriteFontCss(css, gstatic)).toBe("");
  });

  it("leaves out descriptors it does not know, and whatever follows a rule's end", () => {
    const out = rewriteFontCss(rule(`url(${gstatic}/s/roboto/v30/a.woff2)`, "\n  font-feature-settings: 'liga' 0;\n  background: url(https://evil.test/t.png)"), gstatic);
    expect(out).toContain("src: url(/api/fonts/file/s/roboto/v30/a.woff2);");
    for (const left of ["font-feature-settings", "background", "evil"]) expect(out).not.toContain(left);
    const broken = rewriteFontCss(rule(`url(${gstatic}/s/roboto/v30/a.woff2)`, "\n  font-weight: 400 } body { color: red"), gstatic);
    expect(broken).not.toContain("body");
    expect(broken).not.toContain("color");
  });
});

describe("sniffFontType", () => {
  it("knows woff2, woff, TrueType and OpenType by their first bytes", () => {
    expect(sniffFontType(Buffer.from("wOF2...."))).toBe("font/woff2");
    expect(sniffFontType(Buffer.from("wOFF...."))).toBe("font/woff");
    expect(sniffFontType(Buffer.from([0, 1, 0, 0, 9]))).toBe("font/ttf");
    expect(sniffFontType(Buffer.from("OTTO...."))).toBe("font/otf");
    expect(sniffFontType(Buffer.from("<html>"))).toBeNull();
  });
});
