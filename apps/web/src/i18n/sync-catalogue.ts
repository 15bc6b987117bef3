/*
 * Keeps a translation catalogue in step with en-US, so adding, rewording or removing an
 * interface string is one edit of en-US (`npm run i18n:add`, `npm run i18n:sync`; see
 * docs/translations.md). Run by scripts/i18n.ts; no browser code uses it.
 */
import { type Catalogue, type UntranslatedKeys, expectedTexts, flattenCatalogue, pluralForm } from "@vitae/schema";

export interface SyncedCatalogue {
  catalogue: Catalogue;
  untranslated: UntranslatedKeys;
}

/** Sets a dotted key in a nested catalogue, creating the objects on its way. */
function setPath(catalogue: Catalogue, key: string, text: string): void {
  const parts = key.split(".");
  let into = catalogue;
  for (const part of parts.slice(0, -1)) {
    const next = into[part];
    if (typeof next === "object") into = next;
    else into = into[part] = {};
  }
  into[parts.at(-1) ?? key] = text;
}

/**
 * `catalogue` rebuilt in en-US's order with exactly the keys it must hold: a translated key
 * keeps its text; a key it lacks, holds empty, or that is listed untranslated and still holds
 * its copy gets en-US's current text and is listed untranslated (so the interface shows English
 * until someone translates it). Keys en-US no longer has are dropped. `retranslate` names en-US
 * keys (or plural group bases) whose meaning changed: their translations are dropped too.
 */
export function syncCatalogue(
  locale: string,
  catalogue: Catalogue,
  source: Catalogue,
  untranslated: UntranslatedKeys = {},
  retranslate: ReadonlySet<string> = new Set(),
): SyncedCatalogue {
  const leaves = flattenCatalogue(catalogue);
  const synced: Catalogue = {};
  const marks: UntranslatedKeys = {};
  for (const [key, english] of expectedTexts(locale, catalogue, source)) {
    const current = leaves.get(key);
    const copy = untranslated[key];
    const reworded = retranslate.has(key) || retranslate.has(pluralForm(key)?.base ?? key);
    const translated =
      !reworded && typeof current === "string" && current.trim() !== "" && (copy === undefined || current !== copy);
    if (translated) {
      setPath(synced, key, current);
    } else {
      setPath(synced, key, english);
      marks[key] = english;
    }
  }
  return { catalogue: synced, untranslated: marks };
}

/** Sets `key` of en-US to `text`; throws when a parent of the key is a text or the key is an object. */
export function setSourceText(source: Catalogue, key: string, text: string): void {
  const parts = key.split(".");
  if (parts.some((part) => part === "")) throw new Error(`"${key}" is not a dotted key such as "builder.title"`);
  let into = source;
  for (const [index, part] of parts.slice(0, -1).entries()) {
    const next = into[part];
    if (typeof next === "string") throw new Error(`"${parts.slice(0, index + 1).join(".")}" is a text, so "${key}" cannot be added under it`);
    into = next ?? (into[part] = {});
  }
  const last = parts.at(-1) ?? key;
  if (typeof into[last] === "object") throw new Error(`"${key}" holds other keys; add a key under it instead`);
  into[last] = text;
}

/** A language's translated share: translated keys of all it must hold, floored to a tenth of a percent. */
export function coverage(locale: string, catalogue: Catalogue, source: Catalogue, untranslated: UntranslatedKeys) {
  const total = expectedTexts(locale, catalogue, source).size;
  const missing = Object.keys(untranslated).length;
  const translated = Math.max(0, total - missing);
  const percent = total === 0 ? 100 : Math.floor((translated / total) * 1000) / 10;
  return { translated, total, percent };
}

/** Whether en-US has `key` (a text, or one form of a plural group named by its base). */
export function sourceHasKey(source: Catalogue, key: string): boolean {
  const leaves = flattenCatalogue(source);
  return leaves.has(key) || leaves.has(`${key}_other`);
}
