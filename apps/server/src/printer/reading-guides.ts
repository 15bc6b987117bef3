import type * as PdfLib from "pdf-lib";
import type { PDFDict, PDFRef } from "pdf-lib";
import type { PageReadingGuides, ReadingGuides } from "@vitae/schema";
import type { PdfUpdate } from "./pdf-update";

/** The pdf-lib classes the marking needs, from the module its caller loaded on first use. */
export type ReadingGuideClasses = Pick<typeof PdfLib, "PDFArray" | "PDFName" | "PDFNumber" | "PDFRef">;

/** PDF points per CSS pixel. */
const pointsPerPixel = 72 / 96;
/** The guide font's resource name; Chromium names its fonts F<number>. */
const fontName = "VitaeGuide";
/** Font size of a line across: a fraction of a point high. */
const acrossSize = 0.5;
/** Width of a line down, in points. */
const downWidth = 0.5;
/**
 * poppler gives a Type 3 font without a font descriptor an ascent of 0.95 and a descent of
 * 0.35 font sizes, and takes its size as the text's size times the glyph's width over 0.5: the
 * guide glyph is 500 units wide, so poppler's size is the size drawn, and a guide's box is
 * (ascent + descent) times it high.
 */
const ascent = 0.95;
const descent = 0.35;

/**
 * The guide font: one glyph that draws nothing, whose text is two spaces. poppler drops a
 * character that is one white-space character before any layout analysis, but not two: the
 * guide stays a word, while every reader extracts nothing but white space from it.
 */
function guideFont(update: PdfUpdate): PDFRef {
  const { context } = update;
  const glyph = update.add(context.stream("500 0 d0"));
  const toUnicode = update.add(
    context.stream(
      [
        "/CIDInit /ProcSet findresource begin",
        "12 dict begin",
        "begincmap",
        "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
        "/CMapName /Vitae-Guide-UCS def",
        "/CMapType 2 def",
        "1 begincodespacerange <20> <20> endcodespacerange",
        "1 beginbfchar <20> <00200020> endbfchar",
        "endcmap",
        "CMapName currentdict /CMap defineresource pop",
        "end",
        "end",
      ].join("\n"),
    ),
  );
  return update.add(
    context.obj({
      Type: "Font",
      Subtype: "Type3",
      FontBBox: [0, 0, 0, 0],
      FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
      CharProcs: { guide: glyph },
      Encoding: { Type: "Encoding", Differences: [32, "guide"] },
      FirstChar: 32,
      LastChar: 32,
      Widths: [500],
      Resources: {},
      ToUnicode: toUnicode,
    }),
  );
}

const number = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * One invisible guide word, its box from `left` to `right` and from `top` down `height`
 * (points from the page's top-left corner), on a page `pageHeight` high.
 */
function guideWord(pageHeight: number, left: number, right: number, top: number, height: number): string | undefined {
  if (!(height > 0 && right > left)) return undefined;
  const size = height / (ascent + descent);
  const baseline = pageHeight - (top + ascent * size);
  // The glyph advances half its size; horizontal scaling stretches it to the width wanted.
  const scaling = (100 * (right - left)) / (0.5 * size);
  return `/${fontName} ${number(size)} Tf ${number(scaling)} Tz 1 0 0 1 ${number(left)} ${number(baseline)} Tm <20> Tj`;
}

/** The content that draws one page's guides, in PDF points, on a page `height` high. */
function guideContent(guides: PageReadingGuides, height: number): string {
  const point = (pixels: number) => pixels * pointsPerPixel;
  const acrossHeight = acrossSize * (ascent + descent);
  const words = [
    ...guides.down.map(({ x, top, bottom }) => guideWord(height, point(x) - downWidth / 2, point(x) + downWidth / 2, point(top), point(bottom - top))),
    ...guides.across.map(({ y, left, right }) =>
      guideWord(height, point(left), point(right), Math.min(height - acrossHeight, point(y)), acrossHeight),
    ),
  ];
  // Invisible (render mode 3) and an artifact: no reader shows it, no screen reader reads it.
  return `/Artifact BMC\nBT\n3 Tr\n${words.filter((word) => word !== undefined).join("\n")}\nET\nEMC\n`;
}

/** A page's height in points, when its media box starts at the origin (Chromium's do). */
function pageHeight(lib: ReadingGuideClasses, update: PdfUpdate, page: PDFDict): number | undefined {
  const { PDFArray, PDFName, PDFNumber } = lib;
  // Inheritable: on the page or on a node above it.
  let box: PdfLib.PDFObject | undefined;
  for (let node: PDFDict | undefined = page, depth = 0; node && !box && depth < 32; node = update.dict(node.get(PDFName.of("Parent"))), depth++) {
    box = update.resolve(node.get(PDFName.of("MediaBox")));
  }
  if (!(box instanceof PDFArray) || box.size() !== 4) return undefined;
  const [x0, y0, x1, y1] = box.asArray().map((value) => {
    const resolved = update.resolve(value);
    return resolved instanceof PDFNumber ? resolved.asNumber() : Number.NaN;
  });
  return x0 === 0 && y0 === 0 && Number(x1) > 0 && Number(y1) > 0 ? y1 : undefined;
}

/**
 * The dictionary under `key` in `parent`, made when there is none. One the file holds as an
 * object of its own is written again with the update; a direct one is written with its parent.
 */
function dictionaryIn(lib: ReadingGuideClasses, update: PdfUpdate, parent: PDFDict, key: string): PDFDict {
  const { PDFName, PDFRef } = lib;
  const value = parent.get(PDFName.of(key));
  const found = update.dict(value);
  if (found && value instanceof PDFRef) update.rewrite(found);
  if (found) return found;
  const made = update.context.obj({});
  parent.set(PDFName.of(key), made);
  return made;
}

/**
 * Draws each page's reading guides as the artboard measured them (see @vitae/templates
 * reading-guides.ts for why): an invisible word down each line between columns and across
 * each line above, below and between their sections. Each guided page's content becomes
 * [save state, Chromium's content, restore state, guides], so the guides are drawn in the
 * page's own coordinates whatever transformation Chromium's content leaves in place. A page
 * without resources of its own (inherited ones, which Chromium does not write) is left as it is.
 */
export function markReadingGuides(lib: ReadingGuideClasses, update: PdfUpdate, guides: ReadingGuides): void {
  if (guides.length === 0) return;
  const { PDFArray, PDFName } = lib;
  const { context } = update;
  const pages = update.pages();
  let font: PDFRef | undefined;
  let save: PDFRef | undefined;
  for (const pageGuides of guides) {
    const page = pages[pageGuides.page];
    const height = page && pageHeight(lib, update, page);
    if (!page || height === undefined || !page.has(PDFName.of("Resources"))) continue;
    font ??= guideFont(update);
    save ??= update.add(context.stream("q\n"));
    dictionaryIn(lib, update, dictionaryIn(lib, update, page, "Resources"), "Font").set(PDFName.of(fontName), font);
    const contents = page.get(PDFName.of("Contents"));
    const resolved = update.resolve(contents);
    const streams = resolved instanceof PDFArray ? resolved.asArray() : contents ? [contents] : [];
    const drawn = update.add(context.stream(`Q\n${guideContent(pageGuides, height)}`));
    page.set(PDFName.of("Contents"), context.obj([save, ...streams, drawn]));
    update.rewrite(page);
  }
}
