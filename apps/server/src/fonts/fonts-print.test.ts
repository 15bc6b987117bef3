/**
 * A family of the catalogue that is not self-hosted, printed through the REAL built artboard
 * (apps/web/dist) by a real Printer whose browser reaches only the app: the artboard asks the
 * app's font service, which fetches from a Google Fonts stand-in, and the PDF embeds the font.
 * With Google unreachable the same resume still prints, promptly, in the fallback font.
 *
 * Needs `npm run build` (apps/web/dist/artboard.html); `npm test` builds first.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type ResumeData, sampleResume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPortUrl } from "../test/contributors-stand-in";
import { webDistDir } from "../paths";
import { artboardStaticPaths } from "../printer/app-printer";
import { Printer } from "../printer/printer";
import { createTestApp, type TestApp } from "../test/test-app";
import { GoogleFontsStandIn } from "../test/google-fonts-stand-in";
import { chromiumPath } from "../test/chromium";

const built = existsSync(path.join(webDistDir, "artboard.html"));

/** A server on a real port with the built web app, and a printer pointed at it. */
async function printingApp(env: Record<string, string>): Promise<{ app: TestApp; printer: Printer }> {
  const app = await createTestApp({ webDir: webDistDir, env: { HOST: "127.0.0.1", ...env } });
  await app.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.app.server.address() as AddressInfo;
  const printer = new Printer({ executablePath: chromiumPath, appOrigin: `http://127.0.0.1:${port}`, poolSize: 1, timeoutMs: 20_000, staticPathPrefixes: artboardStaticPaths });
  return { app, printer };
}

function resumeIn(family: string): ResumeData {
  const data = structuredClone(sampleResume);
  data.metadata.typography.font = { family, subset: "latin", variants: ["regular"], size: 14 };
  return data;
}

describe("a catalogue family from the font service, printed", () => {
  let google: GoogleFontsStandIn;
  let online: { app: TestApp; printer: Printer };
  let offline: { app: TestApp; printer: Printer };

  beforeAll(async () => {
    // Fail with the fix rather than skip: a skipped print test proves nothing.
    if (!built) throw new Error("apps/web/dist/artboard.html is missing: run `npm run build` (npm test builds first).");
    // PT Sans from the build stands in for a Google family the app does not self-host.
    const assets = path.join(webDistDir, "assets");
    const file = (await readdir(assets)).find((name) => /^pt-sans-latin-400-normal-.*\.woff2$/.test(name));
    if (!file) throw new Error("The build holds no PT Sans woff2 file.");
    google = await new GoogleFontsStandIn({ "Stand In Sans": [400, 700] }, await readFile(path.join(assets, file))).start();
    online = await printingApp({ FONTS_CSS_URL: google.origin, FONTS_FILES_URL: google.filesBase });
    const closed = await closedPortUrl("");
    offline = await printingApp({ FONTS_CSS_URL: closed, FONTS_FILES_URL: `${closed}/static` });
  });

  afterAll(async () => {
    for (const pair of [online, offline]) {
      await pair?.printer.close();
      await pair?.app.close();
    }
    await google?.close();
  });

  it("loads the family through the app's origin and embeds it in the PDF", async () => {
    const pdf = await online.printer.printPdf(resumeIn("Stand In Sans"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/\/FontName\s*\/[A-Z]{6}\+PTSans-Regular/);
    expect(google.count("/css")).toBeGreaterThanOrEqual(1);
    expect(google.count("/static/s/standinsans/")).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it("prints in the fallback font, without waiting long, when Google cannot be reached", async () => {
    // A first print warms the browser, so the second measures the fonts alone.
    await offline.printer.printPdf(resumeIn("IBM Plex Serif"));
    const started = performance.now();
    const pdf = await offline.printer.printPdf(resumeIn("Stand In Sans"));
    expect(performance.now() - started).toBeLessThan(8000);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).not.toContain("PTSans");
  }, 60_000);
});
