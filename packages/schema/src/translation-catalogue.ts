/*
 * The rules every translation catalogue keeps against en-US, the source language: the web
 * app's (apps/web/src/locales/*.json) and the resume check's (apps/server/src/check/messages).
 * i18next, and the check's own translator, pick plural forms with Intl.PluralRules, so a
 * language needs exactly its own plural categories (Arabic six, Japanese one), not en-US's two.
 *
 * A web catalogue holds every key; a key nobody has translated yet holds en-US's text and is
 * listed in the language's untranslated list (locales/untranslated/{locale}.json), which
 * `npm run i18n:sync` keeps (docs/translations.md).
 */

export type Catalogue = { [key: string]: string | Catalogue };

/**
 * A language's untranslated keys: dotted key → the en-US text copied into its catalogue. A key
 * whose catalogue text no longer equals its copy has been translated since.
 */
export type UntranslatedKeys = Record<string, string>;

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
export function pluralForm(key: string): { base: string; category: string } | null {
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
 * The keys `catalogue` (for `locale`) must hold, in the source's order, each with the source
 * text it shows until translated. A plural group takes the locale's own categories (each with
 * the source's form of that category, else its "other" form), plus "_zero" when the catalogue
 * has one: i18next uses it for a count of 0 in any language.
 */
export function expectedTexts(locale: string, catalogue: Catalogue, source: Catalogue): Map<string, string> {
  const sourceLeaves = flattenCatalogue(source);
  const leaves = flattenCatalogue(catalogue);
  const groups = pluralGroups(sourceLeaves);
  const categories = requiredPluralCategories(locale);
  const expected = new Map<string, string>();
  const groupsDone = new Set<string>();
  for (const [key, text] of sourceLeaves) {
    const form = pluralForm(key);
    if (!form || !groups.has(form.base)) {
      expected.set(key, String(text));
      continue;
    }
    if (groupsDone.has(form.base)) continue;
    groupsDone.add(form.base);
    const wanted = pluralCategories.filter(
      (category) => categories.includes(category) || (category === "zero" && leaves.has(`${form.base}_zero`)),
    );
    for (const category of wanted) {
      const english = sourceLeaves.get(`${form.base}_${category}`) ?? sourceLeaves.get(`${form.base}_other`);
      expected.set(`${form.base}_${category}`, String(english));
    }
  }
  return expected;
}

/**
 * Everything wrong with `catalogue` (for `locale`) against the source catalogue: keys it
 * lacks (plural forms by the locale's own categories), keys the source does not have, empty
 * or non-text values, and placeholders the source text does not have; and, in its list of
 * untranslated keys, keys it does not hold, keys since translated (their text differs from
 * the copy) and copies of an English text that has changed since.
 */
export function catalogueProblems(
  locale: string,
  catalogue: Catalogue,
  source: Catalogue,
  untranslated: UntranslatedKeys = {},
): string[] {
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

  const english = expectedTexts(locale, catalogue, source);
  for (const [key, copy] of Object.entries(untranslated)) {
    if (!english.has(key)) problems.push(`${locale}: lists "${key}" as untranslated, which it does not need`);
    else if (leaves.get(key) !== copy) problems.push(`${locale}: "${key}" is translated but still listed as untranslated`);
    else if (english.get(key) !== copy) problems.push(`${locale}: "${key}" is untranslated and holds an older en-US text`);
  }
  return problems;
}
