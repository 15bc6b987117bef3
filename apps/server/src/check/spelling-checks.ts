import type NSpell from "nspell";
import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import { bulletsOf, plainText, quote } from "./text";

interface Speller {
  correct(word: string): boolean;
}

/** Open Hunspell dictionaries by language, loaded on first use (each takes a moment to read). */
const dictionaries: Record<string, () => Promise<{ aff: Uint8Array; dic: Uint8Array }>> = {
  en: async () => (await import("dictionary-en")).default,
};

const spellers = new Map<string, Promise<Speller>>();

function spellerFor(language: string): Promise<Speller> | null {
  const load = dictionaries[language];
  if (!load) return null;
  let speller = spellers.get(language);
  if (!speller) {
    speller = (async () => {
      // nspell reads the dictionary's bytes; its types only list strings and Buffers.
      const { default: nspell } = (await import("nspell")) as unknown as { default: (dictionary: { aff: Uint8Array; dic: Uint8Array }) => NSpell };
      return nspell(await load());
    })();
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

/**
 * The words worth checking: lowercase letters only, and a sentence's capitalised first word
 * (names, acronyms and product names elsewhere are capitalised and left alone).
 */
function candidates(texts: string[]): string[] {
  const sentences = texts.flatMap((text) => text.split(/(?<=[.!?:;])\s+/));
  const words = sentences.flatMap((sentence) => {
    const first = /^\p{Lu}\p{Ll}{2,}(?=\s|$)/u.exec(sentence.trim())?.[0]?.toLowerCase();
    const rest = sentence.match(/(?<![\p{L}\p{N}'’-])\p{Ll}{3,}(?![\p{L}\p{N}'’-])/gu) ?? [];
    return first ? [first, ...rest] : rest;
  });
  return [...new Set(words)];
}

/** A parser matching keywords finds no match for a misspelt word; a reader notices it at once. */
export async function spellingChecks({ data, language }: CheckContext): Promise<CheckResult[]> {
  const speller = spellerFor(language);
  if (!speller) return [];
  const spell = await speller;
  const sections = [data.sections.experience, data.sections.projects, data.sections.volunteer, data.sections.education, data.sections.awards];
  const texts = [
    data.basics.headline,
    data.sections.summary.visible ? plainText(data.sections.summary.content) : "",
    ...sections
      .filter((section) => section.visible)
      .flatMap((section) => (section.items as { visible: boolean; summary: string }[]).filter((item) => item.visible).map((item) => [plainText(item.summary), ...bulletsOf(item.summary)].join(" "))),
  ];
  const unknown = candidates(texts).filter((word) => !technicalWords.has(word) && !spell.correct(word) && !americanVariants(word).some((variant) => spell.correct(variant)));
  if (unknown.length === 0) return [pass("spelling", "No spelling mistakes found.")];
  return [
    finding(
      "spelling",
      "warn",
      `${unknown.length} words are not in the ${language} dictionary.`,
      unknown.slice(0, 15).map((word) => quote(word)).join(", "),
      "Correct the misspelt ones; technical terms the dictionary does not know can stay.",
    ),
  ];
}
