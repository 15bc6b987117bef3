// Writes the builder's font catalogue (family, category, subsets, variants) from Google Fonts'
// metadata as the npm package google-font-metadata ships it (MIT; the data is Google's). The
// package is fetched with `npm pack` into a temporary folder and never becomes a dependency
// (it pulls in playwright).
//
//   node scripts/generate-font-catalogue.mjs                # every Google Fonts family
//   node scripts/generate-font-catalogue.mjs --from DIR     # an unpacked package instead of npm pack
//
// Two files, both read by apps/web/src/builder/right/font-catalogue.ts:
// - font-catalogue.json: every family (~1900; ~20 KB gzipped), fetched when the font picker
//   opens, never part of the builder's JavaScript;
// - font-catalogue-quick.json: the families apps/web self-hosts (its @fontsource/*
//   dependencies, i.e. the quick fonts), bundled, so their subsets and variants show at once.
// The artboard draws the quick fonts from the bundle and every other family through the
// server's font service (/api/fonts/css), which asks Google's CSS API for the current files.
// So the entries leave out the metadata's variant -> file map: the artboard cannot load those
// addresses (its CSP and the printer allow only the app's origin), Google moves them with every
// version of a family, and they would make the file seven times larger.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const packageSpec = "google-font-metadata@6.0.8";
const outputDir = path.join(root, "apps/web/src/builder/right");
const outputs = { all: path.join(outputDir, "font-catalogue.json"), quick: path.join(outputDir, "font-catalogue-quick.json") };

/** A variant name as Google Fonts writes it: "regular", "italic", "300", "700italic". */
export function variantName(weight, style) {
  const italic = style === "italic";
  if (Number(weight) === 400) return italic ? "italic" : "regular";
  return `${weight}${italic ? "italic" : ""}`;
}

/** One catalogue entry from a google-font-metadata (v1) family: variants by weight, upright before italic. */
export function catalogueEntry(font) {
  const variants = [];
  const weights = Object.keys(font.variants).sort((a, b) => Number(a) - Number(b));
  for (const weight of weights) {
    for (const style of ["normal", "italic"]) {
      if (font.variants[weight]?.[style]) variants.push(variantName(weight, style));
    }
  }
  return { family: font.family, category: font.category, subsets: [...font.subsets].sort(), variants };
}

/** The fontsource ids of the families apps/web self-hosts. */
export function selfHostedIds(webPackage) {
  return Object.keys(webPackage.dependencies ?? {})
    .filter((name) => name.startsWith("@fontsource/"))
    .map((name) => name.slice("@fontsource/".length));
}

/** The catalogue: the chosen families (all when `ids` is null), alphabetically. */
export function buildCatalogue(metadata, ids) {
  const chosen = ids ?? Object.keys(metadata);
  const missing = chosen.filter((id) => !metadata[id]);
  if (missing.length > 0) throw new Error(`Not in Google Fonts' metadata: ${missing.join(", ")}`);
  return chosen.map((id) => catalogueEntry(metadata[id])).sort((a, b) => a.family.localeCompare(b.family));
}

function readMetadata(from) {
  if (from) return JSON.parse(readFileSync(path.join(from, "data/google-fonts-v1.json"), "utf8"));
  const folder = mkdtempSync(path.join(tmpdir(), "font-catalogue-"));
  try {
    const tarball = execFileSync("npm", ["pack", packageSpec, "--silent", "--pack-destination", folder], { encoding: "utf8" }).trim();
    execFileSync("tar", ["-xzf", path.join(folder, tarball), "-C", folder, "package/data/google-fonts-v1.json"]);
    return JSON.parse(readFileSync(path.join(folder, "package/data/google-fonts-v1.json"), "utf8"));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function main(args) {
  const fromIndex = args.indexOf("--from");
  const from = fromIndex >= 0 ? args[fromIndex + 1] : undefined;
  const webPackage = JSON.parse(readFileSync(path.join(root, "apps/web/package.json"), "utf8"));
  const metadata = readMetadata(from);
  const source = `${packageSpec} (MIT), Google Fonts metadata`;
  for (const [name, ids] of [
    ["all", null],
    ["quick", selfHostedIds(webPackage)],
  ]) {
    const families = buildCatalogue(metadata, ids);
    writeFileSync(outputs[name], `${JSON.stringify({ source, families })}\n`);
    process.stdout.write(`Wrote ${families.length} families to ${path.relative(root, outputs[name])}\n`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
