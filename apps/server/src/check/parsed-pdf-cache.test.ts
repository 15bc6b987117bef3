import { describe, expect, it } from "vitest";
import { drawnPdf } from "../test/check-pdfs";
import { readPdfCached } from "./parsed-pdf-cache";
import { UnreadablePdfError } from "./read-pdf";

describe("readPdfCached", () => {
  it("parses the same bytes once, and other bytes anew", async () => {
    const pdf = await drawnPdf([[{ text: "Ada Lovelace", x: 40, y: 40 }]]);
    const first = await readPdfCached(pdf);
    expect(await readPdfCached(new Uint8Array(pdf))).toBe(first);
    const other = await readPdfCached(await drawnPdf([[{ text: "Grace Hopper", x: 40, y: 40 }]]));
    expect(other).not.toBe(first);
    expect(other.pages[0]?.items[0]?.text).toBe("Grace Hopper");
  });

  it("does not keep a failure", async () => {
    const bad = new TextEncoder().encode("not a pdf");
    await expect(readPdfCached(bad)).rejects.toBeInstanceOf(UnreadablePdfError);
    await expect(readPdfCached(bad)).rejects.toBeInstanceOf(UnreadablePdfError);
  });
});
