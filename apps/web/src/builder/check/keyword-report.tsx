import type { KeywordReport as Keywords, ResumeData } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { useBuilderStore } from "@/builder/store/builder-store";
import { findSection, type SectionKey } from "@/builder/store/section-operations";
import { targetSectionKey } from "./go-to-field";
import { useCheckStore } from "./check-store";

/** The name of the section an occurrence is in, as the resume calls it. */
function sectionName(data: ResumeData | null, section: string, basicsName: string): string {
  if (!data) return section;
  const key = targetSectionKey({ section }, data);
  if (key === "basics") return basicsName;
  return (key && findSection(data, key as SectionKey)?.name) || section;
}

/** The share `value` (0–1) as a whole percentage in the interface's language. */
function usePercent(): (value: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 });
  return (value) => format.format(value);
}

/** How much a term weighs in the posting. */
function Importance({ weight }: { weight: number }) {
  const { t } = useTranslation();
  const percent = usePercent();
  return <span className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">{t("check.keywords.importance", { percent: percent(weight) })}</span>;
}

/**
 * The job description's report: how much of the posting the resume covers, the terms it
 * contains (each with where; choosing one marks it in the preview) and the terms it lacks,
 * heaviest first.
 */
export function KeywordReport({ keywords }: { keywords: Keywords }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const data = useBuilderStore((state) => state.data);
  const focus = useCheckStore((state) => state.focus);
  const setFocus = useCheckStore((state) => state.setFocus);
  const missing = [...keywords.missing].sort((a, b) => b.weight - a.weight);
  return (
    <section aria-labelledby="check-keywords-heading" className="grid gap-3">
      <h3 id="check-keywords-heading" className="font-semibold">
        {t("check.keywords.title")}
      </h3>
      <div className="grid gap-1">
        <p className="text-sm">{t("check.keywords.coverage", { percent: percent(keywords.coverage) })}</p>
        <div className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800" aria-hidden>
          <div className="h-full bg-emerald-600 dark:bg-emerald-500" style={{ width: `${Math.round(keywords.coverage * 100)}%` }} />
        </div>
      </div>

      <h4 className="text-sm font-medium">{t("check.keywords.missing")} <span className="tabular-nums">({missing.length})</span></h4>
      {missing.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("check.keywords.noneMissing")}</p>
      ) : (
        <ol className="grid gap-1 text-sm" data-testid="check-missing-terms">
          {missing.map((term) => (
            <li key={term.term} className="flex items-center gap-2">
              <bdi className="min-w-0 flex-1 truncate">{term.term}</bdi>
              <Importance weight={term.weight} />
            </li>
          ))}
        </ol>
      )}

      <h4 className="text-sm font-medium">{t("check.keywords.matched")} <span className="tabular-nums">({keywords.matched.length})</span></h4>
      {keywords.matched.length > 0 && (
        <ul className="grid gap-2" data-testid="check-matched-terms">
          {keywords.matched.map((term) => {
            const shown = focus.kind === "term" && focus.term === term.term;
            return (
              <li key={term.term} className="grid gap-1">
                <Button
                  size="sm"
                  variant="toggle"
                  className="w-full"
                  aria-pressed={shown}
                  onClick={() => setFocus(shown ? { kind: "all" } : { kind: "term", term: term.term })}
                >
                  <span className="flex min-w-0 flex-1 items-center gap-2 text-start">
                    <bdi className="min-w-0 flex-1 truncate">{term.term}</bdi>
                    <Importance weight={term.weight} />
                  </span>
                </Button>
                <ul className="grid gap-0.5 ps-3 text-xs text-zinc-600 dark:text-zinc-400">
                  {term.occurrences.map((occurrence, index) => (
                    <li key={index}>
                      <bdi>{sectionName(data, occurrence.section, t("builderLeft.basics.title"))}</bdi>:{" "}
                      <bdi className="text-zinc-900 dark:text-zinc-100">{occurrence.text}</bdi>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
