/*
 * The rules every translation catalogue (apps/web/src/locales/*.json) keeps against en-US,
 * the source language. i18next picks plural forms with Intl.PluralRules, so a language needs
 * exactly its own plural categories (Arabic six, Japanese one), not en-US's two.
 */

export type Catalogue = { [key: string]: string | Catalogue };

/** i18next's plural suffixes, i.e. the categories of Intl.PluralRules. */
const pluralCategories = ["zero", "one", "two", "few", "many", "other"] as const;

/** Every leaf of a catalogue by dotted key, e.g. "auth.login.title" → "Sign in to your account". */
export function flattenCatalogue(catalogue: Catalogue, prefix = ""): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") {
      for (const [leaf, text] of flattenCatalogue(value, path)) leaves.set(leaf, text);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

/** The names of a text's {{placeholders}}, without their format ("{{count, number}}" → "count"). */
export function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/\{\{\s*-?\s*([^\s,}]+)[^}]*\}\}/g)].map((match) => match[1] ?? ""));
}

/** Splits "a.b_one" into its base and plural category; null when the key is not a plural form. */
function pluralForm(key: string): { base: string; category: string } | null {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? { base: match[1] ?? "", category: match[2] ?? "" } : null;
}

/** The plural groups of the source: base key → its forms' texts. */
export function pluralGroups(source: Map<string, unknown>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [key, text] of source) {
    const form = pluralForm(key);
    if (form && source.has(`${form.base}_other`)) groups.set(form.base, [...(groups.get(form.base) ?? []), String(text)]);
  }
  return groups;
}

/** The plural categories a locale's translation must provide. */
export function requiredPluralCategories(locale: string): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  return pluralCategories.filter((category) => categories.includes(category));
}

/**
 * Everything wrong with `catalogue` (for `locale`) against the source catalogue: keys it
 * lacks (plural forms by the locale's own categories), keys the source does not have, empty
 * or non-text values, and placeholders the source text does not have.
 */
export function catalogueProblems(locale: string, catalogue: Catalogue, source: Catalogue): string[] {
  const problems: string[] = [];
  const sourceLeaves = flattenCatalogue(source);
  const leaves = flattenCatalogue(catalogue);
  const groups = pluralGroups(sourceLeaves);
  const categories = requiredPluralCategories(locale);

  // What the catalogue must hold, and the placeholders each key may use.
  const expected = new Map<string, Set<string>>();
  for (const [key, text] of sourceLeaves) {
    const form = pluralForm(key);
    if (!form || !groups.has(form.base)) expected.set(key, placeholders(String(text)));
  }
  for (const [base, texts] of groups) {
    const allowed = new Set(["count", ...texts.flatMap((text) => [...placeholders(text)])]);
    for (const category of categories) expected.set(`${base}_${category}`, allowed);
  }

  for (const key of expected.keys()) if (!leaves.has(key)) problems.push(`${locale}: lacks "${key}"`);
  for (const [key, text] of leaves) {
    const form = pluralForm(key);
    // i18next uses a "_zero" form for a count of 0 in any language, so it is always welcome.
    const allowed = expected.get(key) ?? (form?.category === "zero" && groups.has(form.base) ? expected.get(`${form.base}_other`) : undefined);
    if (!allowed) {
      problems.push(`${locale}: has "${key}", which en-US does not`);
      continue;
    }
    if (typeof text !== "string" || text.trim() === "") {
      problems.push(`${locale}: "${key}" is empty`);
      continue;
    }
    for (const name of placeholders(text)) {
      if (!allowed.has(name)) problems.push(`${locale}: "${key}" has the placeholder {{${name}}}, which en-US does not`);
    }
  }
  return problems;
}
