
/** One run of text as the parser extracts it, in content-stream order. Coordinates in points, y from the top. */
export interface PdfTextItem {
  text: string;
  page: number;
  x: number;
  /** The baseline, measured from the top of the page. */
  y: number;
  width: number;
  height: number;
  font: string;
}

export interface PdfFont {
  name: string;
  embedded: boolean;
}

export interface PdfPage {
  number: number;
  width: number;
  height: number;
  /** Non-empty text runs in content-stream order: the order a parser reads them in. */
  items: PdfTextItem[];
  /** Addresses of the page's link annotations. */
  links: string[];
  /** How many images the page paints. */
  images: number;
}

/** A PDF as a resume parser sees it. */
export interface ParsedPdf {
  byteLength: number;
  pages: PdfPage[];
  fonts: PdfFont[];
}

export class UnreadablePdfError extends Error {
  override name = "UnreadablePdfError";
}

/** Re-parses a PDF with pdfjs-dist: text runs with positions, fonts (embedded or not), link annotations. */
export async function readPdf(bytes: Uint8Array): Promise<ParsedPdf> {
  // pdfjs-dist (with the canvas library it loads) is ~55 MiB of resident memory: loaded by the
  // first check, not at start.
  const { getDocument, OPS } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  let document;
  try {
    document = await getDocument({
      data: new Uint8Array(bytes),
      useSystemFonts: false,
      disableFontFace: true,
      // No standard font data: a font the PDF leaves out must show as missing, not be filled in.
      verbosity: 0,
    }).promise;
  } catch (error) {
    throw new UnreadablePdfError(`The PDF could not be read: ${(error as Error).message}`);
  }
  try {
    const pages: PdfPage[] = [];
    const fonts = new Map<string, PdfFont>();
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!("str" in item) || item.str.trim() === "") continue;
        const [, , , , x = 0, baseline = 0] = item.transform as number[];
        items.push({ text: item.str, page: number, x, y: height - baseline, width: item.width, height: item.height, font: item.fontName });
      }
      const links = (await page.getAnnotations())
        .filter((annotation: { subtype?: string; url?: string }) => annotation.subtype === "Link" && typeof annotation.url === "string")
        .map((annotation: { url: string }) => annotation.url);
      const operators = await page.getOperatorList();
      const imageOperators: number[] = [OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject];
      const images = operators.fnArray.filter((operator) => imageOperators.includes(operator)).length;
      operators.fnArray.forEach((operator, index) => {
        if (operator !== OPS.setFont) return;
        const id = String((operators.argsArray[index] as unknown[])[0]);
        if (fonts.has(id) || !page.commonObjs.has(id)) return;
        const font = page.commonObjs.get(id) as { name?: string; missingFile?: boolean };
        fonts.set(id, { name: font.name ?? id, embedded: font.missingFile !== true });
      });
      pages.push({ number, width, height, items, links, images });
      page.cleanup();
    }
    return { byteLength: bytes.byteLength, pages, fonts: [...fonts.values()] };
  } finally {
    await document.destroy();
  }
}
