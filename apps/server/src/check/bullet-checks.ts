import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import { bulletsOf, plainText, quote, words } from "./text";
import { wordLists } from "./word-lists";

const shortest = 4;
const longest = 40;
/** Words a bullet is not judged by when looking for repetition. */
const minimumRepeatedLength = 5;
const repeatLimit = 3;
const numberWords = /\d|%|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|half|third|quarter|double|doubled|tripled|halved|ein|zwei|drei|vier|fünf|zehn|hundert|tausend|million|hälfte|drittel|verdoppelt|halbiert)\b/i;

function bulletPoints({ data }: CheckContext): string[] {
  const sections = [data.sections.experience, data.sections.projects, data.sections.volunteer];
  return sections
    .filter((section) => section.visible)
    .flatMap((section) => (section.items as { visible: boolean; summary: string }[]).filter((item) => item.visible).flatMap((item) => bulletsOf(item.summary)));
}

/** Parsers and recruiters score bullet points: short, starting with what you did, with numbers, in the third person, without filler. */
export function bulletChecks(context: CheckContext): CheckResult[] {
  const bullets = bulletPoints(context);
  const lists = wordLists[context.language];
  const results: CheckResult[] = [];
  const summary = context.data.sections.summary.visible ? plainText(context.data.sections.summary.content) : "";

  if (lists && summary !== "") results.push(fillerCheck([summary, ...bullets], lists.fillers));
  if (bullets.length === 0) return results;

  const badLength = bullets.filter((bullet) => words(bullet).length < shortest || words(bullet).length > longest);
  results.push(
    badLength.length === 0
      ? pass("bullet-length", `Every bullet point is ${shortest} to ${longest} words long.`)
      : finding("bullet-length", "warn", `${badLength.length} bullet points are shorter than ${shortest} or longer than ${longest} words.`, badLength.map((bullet) => quote(bullet)).join("\n"), "Keep each point to one or two lines: what you did, how, and the result."),
  );

  const withNumbers = bullets.filter((bullet) => numberWords.test(bullet));
  results.push(
    withNumbers.length * 3 >= bullets.length
      ? pass("bullet-numbers", "Enough bullet points show results in numbers.", `${withNumbers.length} of ${bullets.length}`)
      : finding("bullet-numbers", "warn", "Few bullet points give numbers (sizes, savings, percentages).", `${withNumbers.length} of ${bullets.length}`, "Add a figure to your achievements: how many, how much, how fast."),
  );

  const counts = new Map<string, number>();
  for (const word of bullets.flatMap(words)) if (word.length >= minimumRepeatedLength) counts.set(word, (counts.get(word) ?? 0) + 1);
  const repeated = [...counts].filter(([, count]) => count > repeatLimit).map(([word, count]) => `${word} ×${count}`);
  results.push(
    repeated.length === 0
      ? pass("bullet-repetition", "No word is overused across bullet points.")
      : finding("bullet-repetition", "warn", "Some words are repeated often across bullet points.", repeated.join(", "), "Vary the wording: use a different verb or drop the word where it adds nothing."),
  );

  if (!lists) return results;
  const weak = bullets.filter((bullet) => !lists.actionVerbs.has(words(bullet)[0] ?? ""));
  results.push(
    weak.length * 2 <= bullets.length
      ? pass("bullet-verbs", "Most bullet points start with an action verb.")
      : finding("bullet-verbs", "warn", `${weak.length} of ${bullets.length} bullet points do not start with an action verb.`, weak.slice(0, 5).map((bullet) => quote(bullet)).join("\n"), "Start with what you did: “Led…”, “Built…”, “Reduced…”."),
  );

  const personal = bullets.filter((bullet) => words(bullet).some((word) => lists.pronouns.has(word)));
  results.push(
    personal.length === 0
      ? pass("bullet-pronouns", "No bullet point uses the first person.")
      : finding("bullet-pronouns", "warn", `${personal.length} bullet points use first-person pronouns.`, personal.slice(0, 5).map((bullet) => quote(bullet)).join("\n"), "Drop “I”, “my” and “we”: start with the verb."),
  );
  return results;
}

function fillerCheck(texts: string[], fillers: readonly string[]): CheckResult {
  const found = new Set<string>();
  for (const text of texts) {
    const lower = ` ${text.toLowerCase()} `;
    for (const filler of fillers) if (new RegExp(`(^|[^\\p{L}])${filler.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=$|[^\\p{L}])`, "u").test(lower)) found.add(filler);
  }
  return found.size === 0
    ? pass("filler-phrases", "No filler phrases.")
    : finding("filler-phrases", "warn", `${found.size} filler phrases say little to a reader.`, [...found].map((phrase) => quote(phrase)).join(", "), "Replace them with what you did and what came of it.");
}
