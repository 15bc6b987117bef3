/*
 * What the font service asks Google Fonts and what it lets through: the family and variant
 * names a request may carry, the upstream CSS address they make, the @font-face rules kept
 * from Google's answer (with their file addresses moved to our origin), and the file keys
 * that may be fetched. Pure functions: no network, no disk.
 */

/** Where the artboard asks for a family's CSS. */
export const fontCssRoute = "/api/fonts/css";
/** Prefix of the font files the rewritten CSS points at; the rest of the path is the file key. */
export const fontFileRoute = "/api/fonts/file/";

/** Family names as Google Fonts spells them: letters, digits and single spaces (e.g. "M PLUS 1p"). */
export const familyPattern = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;
export const maxFamilyLength = 100;

/** A catalogue variant: "regular", "italic", "300", "700italic". */
export const variantPattern = /^(?:regular|italic|[1-9]00(?:italic)?)$/;

/** A variant as weight and style, for sorting and for the upstream request. */
function variantWeight(variant: string): { weight: number; italic: boolean } {
  if (variant === "regular") return { weight: 400, italic: false };
  if (variant === "italic") return { weight: 400, italic: true };
  return { weight: Number.parseInt(variant, 10), italic: variant.endsWith("italic") };
}

/**
 * The variants of a request in one canonical order (by weight, upright first), without
 * repeats, so equal requests share one cache entry; null when any is not a variant.
 */
export function canonicalVariants(list: string): string[] | null {
  const variants = [...new Set(list.split(",").map((variant) => variant.trim()).filter(Boolean))];
  if (variants.length === 0 || variants.some((variant) => !variantPattern.test(variant))) return null;
  return variants.sort((a, b) => {
    const left = variantWeight(a);
    const right = variantWeight(b);
    return left.weight - right.weight || Number(left.italic) - Number(right.italic);
  });
}

/** A base address without its trailing slashes, so paths can be appended to it. */
export function trimBase(base: string): string {
  return base.replace(/\/+$/, "");
}

/**
 * The CSS API (v1) address for a family's variants. v1, not css2: css2 refuses a whole
 * request when one weight is missing from the family, and the artboard always asks for the
 * rich-text faces (regular, italic, bold, bold italic) whatever the family ships.
 */
export function upstreamCssUrl(cssBase: string, family: string, variants: readonly string[]): string {
  const weights = variants.map((variant) => {
    const { weight, italic } = variantWeight(variant);
    return `${weight}${italic ? "italic" : ""}`;
  });
  const query = new URLSearchParams({ family: `${family}:${weights.join(",")}`, display: "swap" });
  return `${trimBase(cssBase)}/css?${query.toString()}`;
}

/**
 * A file key: the path of a font file on the files host, as Google's CSS names them
 * ("s/roboto/v30/KFOmCnqEu92Fr1Mu4mxK.woff2", CJK slices "….0.woff2"). Nothing else can
 * be fetched: no other host, no "..", no query.
 */
const fileKeyPattern = /^s\/[a-z0-9-]{1,80}\/v[0-9]{1,4}\/[A-Za-z0-9_-]{1,200}(?:\.[0-9]{1,4})?\.(?:woff2|woff|ttf|otf)$/;

export function isFontFileKey(key: string): boolean {
  return fileKeyPattern.test(key);
}

/** The key of an upstream file address, or null when it is not a font file on the files host. */
export function fontFileKey(address: string, filesBase: string): string | null {
  const prefix = `${trimBase(filesBase)}/`;
  if (!address.startsWith(prefix)) return null;
  const key = address.slice(prefix.length);
  return isFontFileKey(key) ? key : null;
}

// Descriptors of an @font-face rule worth keeping, and what their values may look like.
const descriptorValue: Record<string, RegExp> = {
  "font-family": /^(?:'[A-Za-z0-9 ]{1,100}'|"[A-Za-z0-9 ]{1,100}"|[A-Za-z0-9 ]{1,100})$/,
  "font-style": /^(?:normal|italic|oblique(?: -?\d{1,3}deg){0,2})$/,
  "font-weight": /^\d{1,4}(?: \d{1,4})?$/,
  "font-stretch": /^(?:\d{1,3}(?:\.\d+)?%(?: \d{1,3}(?:\.\d+)?%)?|[a-z-]{1,20})$/,
  "font-display": /^(?:auto|block|swap|fallback|optional)$/,
  "unicode-range": /^U\+[0-9A-Fa-f?]{1,6}(?:-[0-9A-Fa-f]{1,6})?(?:, ?U\+[0-9A-Fa-f?]{1,6}(?:-[0-9A-Fa-f]{1,6})?)*$/,
};

const sourcePattern = /^url\(\s*(['"]?)([^'")\s]+)\1\s*\)(?:\s+format\(\s*(['"])(woff2|woff|truetype|opentype)\3\s*\))?$/;

/** One `src` entry with its address moved to our origin, or null when it points anywhere else. */
function rewriteSource(source: string, filesBase: string): string | null {
  const match = sourcePattern.exec(source.trim());
  const key = match ? fontFileKey(match[2] ?? "", filesBase) : null;
  if (!match || !key) return null;
  return `url(${fontFileRoute}${key})${match[4] ? ` format('${match[4]}')` : ""}`;
}

/** One @font-face body rebuilt from the descriptors above; null when anything in it is not understood. */
function rewriteRule(body: string, filesBase: string): string | null {
  const kept: string[] = [];
  let hasSource = false;
  for (const declaration of body.split(";")) {
    if (declaration.trim() === "") continue;
    const colon = declaration.indexOf(":");
    if (colon < 0) return null;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (name === "src") {
      // local() faces (older answers list them first) would make the print depend on the machine.
      const remote = value.split(",").filter((source) => !/^\s*local\(\s*(['"]?)[A-Za-z0-9 _-]{1,100}\1\s*\)\s*$/.test(source));
      const sources = remote.map((source) => rewriteSource(source, filesBase));
      if (sources.length === 0 || sources.some((source) => source === null)) return null;
      kept.push(`  src: ${sources.join(", ")};`);
      hasSource = true;
    } else if (descriptorValue[name]?.test(value)) {
      kept.push(`  ${name}: ${value};`);
    } else if (!(name in descriptorValue)) {
      // A descriptor this code does not know (Google adds some now and then) is left out.
      continue;
    } else {
      return null;
    }
  }
  return hasSource ? `@font-face {\n${kept.join("\n")}\n}` : null;
}

/**
 * Google's CSS for a family, reduced to the @font-face rules it declares, each rebuilt from
 * known descriptors with every file address moved from the files host to our origin. A rule
 * with an address anywhere else, or anything else it cannot vouch for, is dropped, and so is
 * everything outside @font-face rules (@import, selectors, comments): the answer can make the
 * browser load nothing but font files through this service.
 */
export function rewriteFontCss(css: string, filesBase: string): string {
  const rules: string[] = [];
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/@font-face\s*\{([^{}]*)\}/g)) {
    const rule = rewriteRule(match[1] ?? "", filesBase);
    if (rule) rules.push(rule);
  }
  return rules.length > 0 ? `${rules.join("\n")}\n` : "";
}

export type FontFileType = "font/woff2" | "font/woff" | "font/ttf" | "font/otf";

/** The type the first bytes of a font file prove, or null when they are no font. */
export function sniffFontType(bytes: Uint8Array): FontFileType | null {
  const signature = String.fromCharCode(...bytes.subarray(0, 4));
  if (signature === "wOF2") return "font/woff2";
  if (signature === "wOFF") return "font/woff";
  if (signature === "OTTO") return "font/otf";
  if (signature === "\u0000\u0001\u0000\u0000" || signature === "true") return "font/ttf";
  return null;
}
