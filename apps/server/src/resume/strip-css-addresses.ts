import postcss, { type Declaration } from "postcss";

/** A font embedded in the stylesheet itself: the one kind of `url()` that loads nothing. */
const embeddedFont = /^url\(\s*["']?data:(?:font\/|application\/(?:x-)?font-)/;

/** What CSS would read: escapes (`\75 rl(` is `url(`) decoded, case folded. */
function decoded(value: string): string {
  return value
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_match, hex: string) => {
      const point = parseInt(hex, 16);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : "\uFFFD";
    })
    .replace(/\\(.)/g, "$1")
    .toLowerCase();
}

/** Whether a declaration's value could make the browser (or the printer's) fetch an address. */
function loadsAddress(declaration: Declaration): boolean {
  const value = decoded(declaration.value);
  // image-set() and the like take bare strings as addresses, so any such function counts.
  if (/(?:^|[^a-z-])(?:-webkit-)?(?:image-set|image|cross-fade|src)\(/.test(value)) return true;
  const urls = value.match(/url\(\s*(?:"[^"]*"|'[^']*'|[^)]*)\)?/g) ?? [];
  return urls.some((url) => !embeddedFont.test(url));
}

export interface StrippedCss {
  css: string;
  /** How many rules or declarations were removed. */
  removed: number;
}

/**
 * Custom CSS without anything that loads an address: every `@import`, and every declaration
 * using `url()` (except a `data:` font), `image-set()` or similar, is removed. Each view and
 * each print of a resume would otherwise fetch what its owner chose (the image proxy included).
 * CSS that cannot be parsed is dropped whole.
 */
export function stripCssAddresses(css: string): StrippedCss {
  if (!/url|import|image|src|\\/i.test(css)) return { css, removed: 0 };
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return { css: "", removed: 1 };
  }
  let removed = 0;
  root.walkAtRules((rule) => {
    if (decoded(rule.name) === "import") {
      rule.remove();
      removed += 1;
    }
  });
  root.walkDecls((declaration) => {
    if (loadsAddress(declaration)) {
      declaration.remove();
      removed += 1;
    }
  });
  return { css: removed === 0 ? css : root.toString(), removed };
}
