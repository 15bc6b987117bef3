import { type Catalogue, defaultLocale, findLanguage, flattenCatalogue } from "@vitae/schema";
import { checkCatalogues } from "./messages/check-catalogues";
import type english from "./messages/en-US.json";

/** Dotted keys of a catalogue's leaves: { a: { b: "" } } → "a.b". */
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K> = K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}` ? Base : K;

/** A message of the check: a key of messages/en-US.json, plural forms named by their base key. */
export type CheckMessageKey = WithoutPlural<Leaves<typeof english>>;

/** Values for a message's {{placeholders}}; `count` picks the plural form. Numbers are written the locale's way. */
export type MessageValues = Record<string, string | number>;

/** The human text of a report in one language. */
export interface CheckMessages {
  /** The catalogue's locale ("de-DE"). */
  locale: string;
  t(key: CheckMessageKey, values?: MessageValues): string;
  /** A language's name in the report's language ("de" → "Deutsch" in German, "German" in English). */
  languageName(code: string): string;
}

const flatCatalogues = new Map<string, Map<string, unknown>>();

function leavesOf(locale: string): Map<string, unknown> {
  let leaves = flatCatalogues.get(locale);
  if (!leaves) {
    leaves = flattenCatalogue(checkCatalogues[locale] as Catalogue);
    flatCatalogues.set(locale, leaves);
  }
  return leaves;
}

/**
 * The check's messages in a locale of the interface ("de-DE", or a bare "de"), en-US for any
 * other. Plural forms are picked like i18next picks them (Intl.PluralRules, with a `_zero`
 * form for 0 where the catalogue has one), so the catalogues follow the web app's conventions.
 */
export function checkMessages(requested: string): CheckMessages {
  const found = findLanguage(requested)?.locale;
  const locale = found && checkCatalogues[found] ? found : defaultLocale;
  const leaves = leavesOf(locale);
  const source = leavesOf(defaultLocale);
  const plurals = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const names = new Intl.DisplayNames([locale], { type: "language", fallback: "code" });
  const text = (key: string) => {
    const value = leaves.get(key) ?? source.get(key);
    return typeof value === "string" ? value : undefined;
  };
  return {
    locale,
    t(key, values = {}) {
      const { count } = values;
      let message = text(key);
      if (typeof count === "number") {
        message = (count === 0 ? text(`${key}_zero`) : undefined) ?? text(`${key}_${plurals.select(count)}`) ?? text(`${key}_other`);
      }
      if (message === undefined) throw new Error(`The check has no message "${key}"`);
      return message.replace(/\{\{\s*([^\s}]+)\s*\}\}/g, (placeholder, name: string) => {
        const value = values[name];
        if (value === undefined) return placeholder;
        return typeof value === "number" ? numbers.format(value) : value;
      });
    },
    languageName: (code) => names.of(code) ?? code,
  };
}

