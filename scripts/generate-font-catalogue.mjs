// Writes the builder's font catalogue (SPEC §3 "Font catalogue entry": family, category,
// subsets, variants, variant -> font file) from Google Fonts' metadata as the npm package
// google-font-metadata ships it (MIT; the data is Google's). The package is fetched with
// `npm pack` into a temporary folder and never becomes a dependency (it pulls in playwright).
//
//   node scripts/generate-font-catalogue.mjs                # families the app self-hosts
//   node scripts/generate-font-catalogue.mjs --all          # every Google Fonts family
//   node scripts/generate-font-catalogue.mjs --from DIR     # an unpacked package instead of npm pack
//
// By default the catalogue holds only the families apps/web self-hosts (its @fontsource/*
// dependencies, i.e. the quick fonts): the artboard loads fonts from its own origin only and
// the printer may reach nothing else, so any other family would silently print in a fallback.
// `--all` is for the day the artboard can load every family.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const packageSpec = "google-font-metadata@6.0.8";
const output = path.join(root, "apps/web/src/builder/right/font-catalogue.json");

/** A variant name as Google Fonts writes it: "regular", "italic", "300", "700italic". */
export function variantName(weight, style) {
  const italic = style === "italic";
  if (Number(weight) === 400) return italic ? "italic" : "regular";
  return `${weight}${italic ? "italic" : ""}`;
}

/**
 * One catalogue entry from a google-font-metadata (v1) family: variants by weight, upright
 * before italic; each variant's file is the woff2 of the family's default subset.
 */
export function catalogueEntry(font) {
  const variants = [];
  const files = {};
  const weights = Object.keys(font.variants).sort((a, b) => Number(a) - Number(b));
  for (const weight of weights) {
    for (const style of ["normal", "italic"]) {
      const bySubset = font.variants[weight]?.[style];
      if (!bySubset) continue;
      const name = variantName(weight, style);
      variants.push(name);
      const subset = bySubset[font.defSubset] ?? Object.values(bySubset)[0];
      const file = subset?.url?.woff2 ?? subset?.url?.truetype;
      if (file) files[name] = file;
    }
  }
  return { family: font.family, category: font.category, subsets: [...font.subsets].sort(), variants, files };
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
  const ids = args.includes("--all") ? null : selfHostedIds(webPackage);
  const families = buildCatalogue(readMetadata(from), ids);
  const catalogue = { source: `${packageSpec} (MIT), Google Fonts metadata`, families };
  writeFileSync(output, `${JSON.stringify(catalogue)}\n`);
  process.stdout.write(`Wrote ${families.length} families to ${path.relative(root, output)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
