import type { CheckTarget } from "@vitae/schema";
import type { HunspellFactory } from "hunspell-asm";
import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import { vocabularyWords } from "./keywords/skills-vocabulary";
import { ownNames } from "./own-names";
import { bulletsOf, plainText, quote, runsOf } from "./text";

interface Speller {
  correct(word: string): boolean;
}

/**
 * Open Hunspell dictionaries by language (licences in docs/check.md), imported on first use:
 * most servers only ever see one or two languages, and each dictionary is megabytes.
 */
const dictionaries: Record<string, () => Promise<{ aff: Uint8Array; dic: Uint8Array }>> = {
  en: async () => (await import("dictionary-en")).default,
  de: async () => (await import("dictionary-de")).default,
  fr: async () => (await import("dictionary-fr")).default,
  es: async () => (await import("dictionary-es")).default,
  pt: async () => (await import("dictionary-pt")).default,
};

/**
 * Hunspell itself, compiled to WebAssembly: it applies a dictionary's affix rules when a word
 * is looked up, so even the largest dictionaries (Portuguese, French) load in a second or two
 * in a few megabytes, where expanding every form up front took minutes and gigabytes.
 */
let factory: Promise<HunspellFactory> | null = null;

const spellers = new Map<string, Promise<Speller>>();

/** The speller of a language, read once and kept for the life of the process; null when there is no dictionary. */
export function spellerFor(language: string): Promise<Speller> | null {
  const load = dictionaries[language];
  if (!load) return null;
  let speller = spellers.get(language);
  if (!speller) {
    speller = (async () => {
      factory ??= import("hunspell-asm").then(({ loadModule }) => loadModule());
      const hunspell = await factory;
      const { aff, dic } = await load();
      const checker = hunspell.create(hunspell.mountBuffer(aff, `${language}.aff`), hunspell.mountBuffer(dic, `${language}.dic`));
      return { correct: (word: string) => checker.spell(word) };
    })();
    // A failed load is not kept, so the next check tries again.
    speller.catch(() => spellers.delete(language));
    spellers.set(language, speller);
  }
  return speller;
}

/** Everyday words of technical resumes that general dictionaries lack. */
const technicalWords = new Set([
  "runbook", "runbooks", "backend", "backends", "frontend", "frontends", "devops", "microservice", "microservices", "toolchain", "toolchains",
  "failover", "codebase", "codebases", "serverless", "onboarding", "offboarding", "roadmaps", "dashboarding", "containerization", "observability",
  "dataset", "datasets", "middleware", "refactoring", "geospatial", "fullstack", "async", "webhooks", "webhook",
]);

/** British spellings the American dictionary lacks: "containerised", "colour", "centre", "travelled". */
function americanVariants(word: string): string[] {
  return [
    word.replace(/is(e|ed|es|ing|ation|ations)$/, "iz$1"),
    word.replace(/our(s|ed|ing|ful)?$/, "or$1"),
    word.replace(/tre(s)?$/, "ter$1"),
    word.replace(/ll(ed|ing|er)$/, "l$1"),
    word.replace(/yse(d|s)?$/, "yze$1"),
  ].filter((variant) => variant !== word);
}

/** Languages that capitalise every noun, where skipping capitalised words would skip most of the text. */
const nounCapitalising = new Set(["de"]);

/** A word as a candidate: as written when its capital is a noun's, else lowercased. */
interface Candidate {
  word: string;
  capitalised: boolean;
}

/**
 * The words worth checking. Lowercase words always, and a sentence's capitalised first word
 * (lowercased); elsewhere a capital marks a name, an acronym or a product, left alone. In a
 * language that capitalises its nouns every capitalised word is checked as written (the
 * dictionary holds nouns capitalised); acronyms, mixed case ("JavaScript") and words with
 * digits never match, and names are told apart by the caller.
 */
function candidates(text: string, nouns: boolean): Candidate[] {
  if (nouns) {
    return (text.match(/(?<![\p{L}\p{N}'’-])\p{L}\p{Ll}{2,}(?![\p{L}\p{N}'’-])/gu) ?? []).map((word) => ({ word, capitalised: /^\p{Lu}/u.test(word) }));
  }
  const sentences = text.split(/(?<=[.!?:;])\s+/);
  return sentences.flatMap((sentence) => {
    const first = /^\p{Lu}\p{Ll}{2,}(?=\s|$)/u.exec(sentence.trim())?.[0]?.toLowerCase();
    const rest = sentence.match(/(?<![\p{L}\p{N}'’-])\p{Ll}{3,}(?![\p{L}\p{N}'’-])/gu) ?? [];
    return (first ? [first, ...rest] : rest).map((word) => ({ word, capitalised: false }));
  });
}

/** The prose of the resume, each with the field that holds it. */
function proseFields(data: CheckContext["data"]): { text: string; target: CheckTarget }[] {
  const sections = ["experience", "projects", "volunteer", "education", "awards"] as const;
  return [
    { text: data.basics.headline, target: { section: "basics", field: "headline" } },
    { text: data.sections.summary.visible ? plainText(data.sections.summary.content) : "", target: { section: "summary", field: "content" } },
    ...sections
      .filter((key) => data.sections[key].visible)
      .flatMap((key) =>
        (data.sections[key].items as { id: string; visible: boolean; summary: string }[])
          .filter((item) => item.visible)
          .map((item) => ({ text: [plainText(item.summary), ...bulletsOf(item.summary)].join(" "), target: { section: key, itemId: item.id, field: "summary" } })),
      ),
  ];
}

/** A parser matching keywords finds no match for a misspelt word; a reader notices it at once. */
export async function spellingChecks({ data, language, pdf, messages }: CheckContext): Promise<CheckResult[]> {
  const speller = spellerFor(language);
  if (!speller) return [];
  const spell = await speller;
  const american = language === "en";
  const nouns = nounCapitalising.has(language);
  const names = nouns ? ownNames(data) : new Set<string>();
  // Capitalised words in German prose are often English borrowings ("Cloud", "Deployment").
  const english = nouns ? await spellerFor("en") : null;
  const known = ({ word, capitalised }: Candidate) => {
    const lower = word.toLowerCase();
    if (technicalWords.has(lower) || spell.correct(word)) return true;
    if (american && americanVariants(word).some((variant) => spell.correct(variant))) return true;
    return capitalised && (names.has(lower) || vocabularyWords.has(lower) || english?.correct(word) === true);
  };
  // Each unknown word once, with the first field that holds it.
  const unknown = new Map<string, CheckTarget>();
  for (const field of proseFields(data)) {
    for (const candidate of candidates(field.text, nouns)) if (!unknown.has(candidate.word) && !known(candidate)) unknown.set(candidate.word, field.target);
  }
  const { t } = messages;
  const languageName = messages.languageName(language);
  if (unknown.size === 0) return [pass("spelling", t("spelling.pass"), t("spelling.dictionary", { language: languageName }))];
  const [first] = unknown.values();
  return [
    finding(
      "spelling",
      "warn",
      t("spelling.warn", { count: unknown.size, language: languageName }),
      [...unknown.keys()].slice(0, 15).map((word) => quote(word)).join(", "),
      t("spelling.fix"),
      { target: first, highlights: [...unknown.keys()].slice(0, 15).flatMap((word) => runsOf(pdf, word, 1)) },
    ),
  ];
}
