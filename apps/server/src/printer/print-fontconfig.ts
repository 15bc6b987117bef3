import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { woffToSfnt } from "./woff-to-sfnt";

/*
 * Chromium prints no text at all, not even in web fonts, when fontconfig shows it no font:
 * the PDF comes out with blank lines. The resume's glyphs all come from the artboard's own web
 * fonts, but Chromium still needs one font it can open through fontconfig. So the printer's
 * browser gets a fontconfig that includes the one the environment would use (system fonts stay
 * as they were) and adds a directory with one font the app ships: Noto Sans Regular, Latin,
 * unpacked from the package's WOFF to a TrueType file (woff-to-sfnt.ts), the one form Chromium
 * reliably opens through fontconfig. A server
 * without any font installed then prints the same PDF as one with many.
 */

/** The font file Chromium is always given; a dependency of the server, not of the host. */
export const shippedFontFile = createRequire(import.meta.url).resolve("@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff");

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The configuration's text: the inherited configuration, the shipped font's folder and a cache folder. */
export function fontconfigText(folder: string, inherited: string): string {
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    "<fontconfig>",
    `  <include ignore_missing="yes">${escapeXml(inherited)}</include>`,
    `  <dir>${escapeXml(path.join(folder, "fonts"))}</dir>`,
    `  <cachedir>${escapeXml(path.join(folder, "cache"))}</cachedir>`,
    "</fontconfig>",
    "",
  ].join("\n");
}

/**
 * Writes the printer's fontconfig into `folder` (its font and cache folders beside it) and
 * answers the path to give Chromium as FONTCONFIG_FILE. `inherited` is the configuration the
 * browser would otherwise read: FONTCONFIG_FILE when set, else the system's.
 */
export async function writePrintFontconfig(folder: string, inherited = process.env.FONTCONFIG_FILE || "/etc/fonts/fonts.conf"): Promise<string> {
  const fonts = path.join(folder, "fonts");
  await mkdir(fonts, { recursive: true });
  await writeFile(path.join(fonts, "NotoSans-Regular-Latin.ttf"), woffToSfnt(await readFile(shippedFontFile)));
  const file = path.join(folder, "fonts.conf");
  await writeFile(file, fontconfigText(folder, path.resolve(inherited)));
  return file;
}
