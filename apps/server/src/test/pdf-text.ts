import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of every page of a PDF as pdfjs-dist reads it, pages separated by a line break. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true, disableFontFace: true }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    return pages.join("\n");
  } finally {
    await document.destroy();
  }
}

/** Each run of text of a PDF's first page with where it starts from the page's left edge, in points. */
export async function pdfFirstPageRuns(pdf: Uint8Array): Promise<{ text: string; x: number }[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true, disableFontFace: true }).promise;
  try {
    const content = await (await document.getPage(1)).getTextContent();
    return content.items.flatMap((item) => ("str" in item && item.str.trim() !== "" ? [{ text: item.str, x: Number(item.transform[4]) }] : []));
  } finally {
    await document.destroy();
  }
}
