import type { CheckTarget } from "@vitae/schema";
import { type CheckContext, type CheckResult, type FindingPlace, finding, pass } from "./check-result";
import { bulletsOf, plainText, quote, runsOf, words } from "./text";
import { wordLists } from "./word-lists";

const shortest = 4;
const longest = 40;
/** Words a bullet is not judged by when looking for repetition. */
const minimumRepeatedLength = 5;
const repeatLimit = 3;
const numberWords = /\d|%|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|half|third|quarter|double|doubled|tripled|halved|ein|zwei|drei|vier|fünf|zehn|hundert|tausend|million|hälfte|drittel|verdoppelt|halbiert)\b/i;

/** A bullet point and the item whose description holds it. */
interface Bullet {
  text: string;
  target: CheckTarget;
}

const bulletSections = ["experience", "projects", "volunteer"] as const;

function bulletPoints({ data }: CheckContext): Bullet[] {
  return bulletSections
    .filter((key) => data.sections[key].visible)
    .flatMap((key) =>
      (data.sections[key].items as { id: string; visible: boolean; summary: string }[])
        .filter((item) => item.visible)
        .flatMap((item) => bulletsOf(item.summary).map((text) => ({ text, target: { section: key, itemId: item.id, field: "summary" } }))),
    );
}

/** The printed runs of a bullet; a long one may be cut by the template, so its opening words stand in for it. */
function bulletRuns(context: CheckContext, text: string): string[] {
  const runs = runsOf(context.pdf, text, 1);
  return runs.length > 0 ? runs : runsOf(context.pdf, text.slice(0, 60), 1);
}

/** The first offending bullet's field, and the printed runs of the first few. */
function placeOf(context: CheckContext, bullets: Bullet[]): FindingPlace {
  return { target: bullets[0]?.target, highlights: bullets.slice(0, 5).flatMap((bullet) => bulletRuns(context, bullet.text)) };
}

/** Parsers and recruiters score bullet points: short, starting with what you did, with numbers, in the third person, without filler. */
export function bulletChecks(context: CheckContext): CheckResult[] {
  const bullets = bulletPoints(context);
  const texts = bullets.map((bullet) => bullet.text);
  const lists = wordLists[context.language];
  const results: CheckResult[] = [];
  const { t } = context.messages;
  const summary = context.data.sections.summary.visible ? plainText(context.data.sections.summary.content) : "";

  const summaryPlace = { text: summary, target: { section: "summary", field: "content" } };
  if (lists && summary !== "") results.push(fillerCheck(context, [summaryPlace, ...bullets], lists.fillers));
  if (bullets.length === 0) return results;

  const badLength = bullets.filter(({ text }) => words(text).length < shortest || words(text).length > longest);
  results.push(
    badLength.length === 0
      ? pass("bullet-length", t("bullets.length.pass", { shortest, longest }))
      : finding("bullet-length", "warn", t("bullets.length.warn", { count: badLength.length, shortest, longest }), badLength.map((bullet) => quote(bullet.text)).join("\n"), t("bullets.length.fix"), placeOf(context, badLength)),
  );

  const withNumbers = bullets.filter(({ text }) => numberWords.test(text));
  const withoutNumbers = bullets.filter(({ text }) => !numberWords.test(text));
  const share = t("bullets.numbers.share", { part: withNumbers.length, total: bullets.length });
  results.push(
    withNumbers.length * 3 >= bullets.length
      ? pass("bullet-numbers", t("bullets.numbers.pass"), share)
      : finding("bullet-numbers", "warn", t("bullets.numbers.warn"), share, t("bullets.numbers.fix"), placeOf(context, withoutNumbers)),
  );

  const counts = new Map<string, number>();
  for (const word of texts.flatMap(words)) if (word.length >= minimumRepeatedLength) counts.set(word, (counts.get(word) ?? 0) + 1);
  const overused = [...counts].filter(([, count]) => count > repeatLimit);
  const repeated = overused.map(([word, count]) => `${word} ×${count}`);
  const repeating = bullets.filter(({ text }) => words(text).some((word) => overused.some(([overusedWord]) => overusedWord === word)));
  results.push(
    repeated.length === 0
      ? pass("bullet-repetition", t("bullets.repetition.pass"))
      : finding("bullet-repetition", "warn", t("bullets.repetition.warn"), repeated.join(", "), t("bullets.repetition.fix"), placeOf(context, repeating)),
  );

  if (!lists) return results;
  const weak = bullets.filter(({ text }) => !lists.actionVerbs.has(words(text)[0] ?? ""));
  results.push(
    weak.length * 2 <= bullets.length
      ? pass("bullet-verbs", t("bullets.verbs.pass"))
      : finding("bullet-verbs", "warn", t("bullets.verbs.warn", { count: weak.length, total: bullets.length }), weak.slice(0, 5).map((bullet) => quote(bullet.text)).join("\n"), t("bullets.verbs.fix"), placeOf(context, weak)),
  );

  const personal = bullets.filter(({ text }) => words(text).some((word) => lists.pronouns.has(word)));
  results.push(
    personal.length === 0
      ? pass("bullet-pronouns", t("bullets.pronouns.pass"))
      : finding("bullet-pronouns", "warn", t("bullets.pronouns.warn", { count: personal.length }), personal.slice(0, 5).map((bullet) => quote(bullet.text)).join("\n"), t("bullets.pronouns.fix"), placeOf(context, personal)),
  );
  return results;
}

function fillerCheck(context: CheckContext, texts: Bullet[], fillers: readonly string[]): CheckResult {
  const { t } = context.messages;
  const found = new Set<string>();
  const holding: Bullet[] = [];
  for (const bullet of texts) {
    const lower = ` ${bullet.text.toLowerCase()} `;
    let held = false;
    for (const filler of fillers) {
      if (new RegExp(`(^|[^\\p{L}])${filler.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=$|[^\\p{L}])`, "u").test(lower)) {
        found.add(filler);
        held = true;
      }
    }
    if (held) holding.push(bullet);
  }
  return found.size === 0
    ? pass("filler-phrases", t("bullets.fillers.pass"))
    : finding("filler-phrases", "warn", t("bullets.fillers.warn", { count: found.size }), [...found].map((phrase) => quote(phrase)).join(", "), t("bullets.fillers.fix"), {
        target: holding[0]?.target,
        highlights: [...found].flatMap((phrase) => runsOf(context.pdf, phrase, 2)),
      });
}
