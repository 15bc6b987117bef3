/**
 * Every script prints without the server's fonts: the REAL built artboard (apps/web/dist) is
 * printed by a real Printer whose Chromium runs with a fontconfig that sees no font at all, so
 * every glyph in the PDF must come from the fonts the artboard ships (the self-hosted Noto
 * fallbacks and the quick fonts). pdffonts shows each font embedded, and pdftotext gives the
 * words back as written, right-to-left ones in logical order.
 *
 * Needs `npm run build` (apps/web/dist/artboard.html) and poppler-utils; `npm test` builds first.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ResumeData, sampleResume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webDistDir } from "../paths";
import { artboardStaticPaths } from "../printer/app-printer";
import { Printer } from "../printer/printer";
import { chromiumPath } from "../test/chromium";
import { createTestApp, type TestApp } from "../test/test-app";

/** A phrase per script; each must come back from the PDF's text as written. */
const phrases: Record<string, string> = {
  Japanese: "ソフトウェア開発者",
  "Simplified Chinese": "软件工程师",
  "Traditional Chinese": "軟體工程師",
  Korean: "소프트웨어 개발자",
  Arabic: "مهندس برمجيات",
  Persian: "مهندس نرم‌افزار با تجربه",
  Urdu: "سافٹ ویئر انجینئر",
  Hebrew: "מהנדס תוכנה",
  Hindi: "भारत में काम",
  Bengali: "বাংলা ভাষা",
  Tamil: "தமிழ் மொழி",
  Thai: "วิศวกรซอฟต์แวร์",
  Greek: "Μηχανικός λογισμικού",
  Cyrillic: "Инженер-программист",
  Emoji: "🚀🌍",
};

function resumeWith(lines: readonly string[]): ResumeData {
  const data = structuredClone(sampleResume);
  data.metadata.typography.font = { family: "Lato", subset: "latin", variants: ["regular"], size: 14 };
  data.sections.summary.content = lines.map((line) => `<p>${line}</p>`).join("");
  return data;
}

interface PdfFont {
  name: string;
  embedded: boolean;
}

/** The fonts pdffonts lists: name and whether the PDF embeds it. */
function pdfFonts(file: string): PdfFont[] {
  const { stdout, error } = spawnSync("pdffonts", [file], { encoding: "utf8" });
  if (error) throw new Error("pdffonts is missing: apt-get install poppler-utils");
  // Columns: name, type (one or two words), encoding, emb, sub, uni, object, ID.
  return stdout
    .split("\n")
    .slice(2)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const fields = line.trim().split(/\s+/);
      return { name: fields[0] ?? "", embedded: fields.at(-5) === "yes" };
    });
}

function pdfText(file: string): string {
  const { stdout, error } = spawnSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  if (error) throw new Error("pdftotext is missing: apt-get install poppler-utils");
  return stdout.normalize("NFC");
}

describe("every script, printed with no fonts on the server", () => {
  let app: TestApp;
  let printer: Printer;
  let folder: string;
  const savedFontconfig = process.env.FONTCONFIG_FILE;

  beforeAll(async () => {
    if (!existsSync(path.join(webDistDir, "artboard.html"))) {
      throw new Error("apps/web/dist/artboard.html is missing: run `npm run build` (npm test builds first).");
    }
    folder = await mkdtemp(path.join(tmpdir(), "vitae-scripts-"));
    // A configuration with no font directory: Chromium (launched with this process's
    // environment) finds no font on the system.
    const fontconfig = path.join(folder, "fonts.conf");
    await writeFile(fontconfig, `<?xml version="1.0"?>\n<fontconfig><cachedir>${path.join(folder, "cache")}</cachedir></fontconfig>\n`);
    process.env.FONTCONFIG_FILE = fontconfig;
    app = await createTestApp({ webDir: webDistDir, env: { HOST: "127.0.0.1" } });
    await app.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.app.server.address() as AddressInfo;
    printer = new Printer({ executablePath: chromiumPath, appOrigin: `http://127.0.0.1:${port}`, poolSize: 1, timeoutMs: 30_000, staticPathPrefixes: artboardStaticPaths });
  });

  afterAll(async () => {
    await printer?.close();
    await app?.close();
    if (savedFontconfig === undefined) delete process.env.FONTCONFIG_FILE;
    else process.env.FONTCONFIG_FILE = savedFontconfig;
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  async function print(name: string, lines: readonly string[]): Promise<string> {
    const file = path.join(folder, `${name}.pdf`);
    await writeFile(file, await printer.printPdf(resumeWith(lines)));
    return file;
  }

  it("embeds every font and gives every script's words back", async () => {
    const file = await print("all", Object.values(phrases));
    const fonts = pdfFonts(file);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
    const text = pdfText(file);
    // Arabic-script words come back whole, spaces where the text has them: Vazirmatn joins
    // letters by their shapes (Noto Sans Arabic's cursive positioning read as gaps).
    for (const [script, phrase] of Object.entries(phrases)) expect(text, script).toContain(phrase);
    // Only the fonts the app ships: the chosen family and the self-hosted fallbacks.
    for (const font of fonts) expect(font.name).toMatch(/^(?:[A-Z]{6}\+)?(?:Lato|NotoSans|NotoEmoji|Vazirmatn|\[none\])/);
  }, 90_000);

  it.each([
    ["Japanese", "NotoSansJP"],
    ["Simplified Chinese", "NotoSansSC"],
    ["Traditional Chinese", "NotoSansTC"],
    ["Korean", "NotoSansKR"],
  ])("draws %s text with its own CJK family, and no other", async (script, family) => {
    const file = await print(script.replace(/\s/g, "-"), [phrases[script] as string]);
    const cjk = new Set(pdfFonts(file).flatMap((font) => /NotoSans(JP|KR|SC|TC)/.exec(font.name)?.[0] ?? []));
    expect([...cjk]).toEqual([family]);
    expect(pdfText(file)).toContain(phrases[script]);
  }, 60_000);

  it("gives right-to-left ligatures and marked letters back in reading order", async () => {
    // Lam-alef ligatures, alone and inside words, and letters carrying vowel marks: each is one
    // glyph for several characters, whose order the PDF's ActualText sets.
    const ligatures = ["لا أعلم", "الأمن والسلام", "كلا لا"];
    const marked = ["مُحَمَّد رَسُول", "שָׁלוֹם עוֹלָם"];
    const text = pdfText(await print("right-to-left", [...ligatures, ...marked]));
    for (const phrase of ligatures) expect(text).toContain(phrase);
    // pdftotext sets a space after some marked letters; the letters and marks keep their order.
    const unspaced = text.replace(/ /g, "");
    for (const phrase of marked) expect(unspaced).toContain(phrase.replace(/ /g, ""));
  }, 60_000);

  it("draws Arabic-script text with a letter beyond Vazirmatn (Sindhi) wholly in Noto Sans Arabic", async () => {
    const file = await print("Sindhi", ["سنڌي ٻولي ۾ ڪم"]);
    const arabic = new Set(pdfFonts(file).flatMap((font) => /Vazirmatn|NotoSansArabic/.exec(font.name)?.[0] ?? []));
    expect([...arabic]).toEqual(["NotoSansArabic"]);
  }, 60_000);
});
