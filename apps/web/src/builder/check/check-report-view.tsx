import { CheckCircle, Warning, WarningCircle } from "@phosphor-icons/react";
import type { CheckReportPayload, CheckStatus, CheckTarget } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { cn } from "@/ui/cn";
import { CheckFinding } from "./check-finding";
import { checkStatusOrder, groupChecks } from "./group-checks";
import { KeywordReport } from "./keyword-report";
import { SuggestedEdits } from "./suggested-edits";

const statusIcons = { fail: WarningCircle, warn: Warning, pass: CheckCircle } as const;

const statusColours = {
  fail: "text-red-600 dark:text-red-400",
  warn: "text-amber-600 dark:text-amber-400",
  pass: "text-emerald-600 dark:text-emerald-400",
} as const;

/** The score's colour: good from 80, fair from 50. */
const scoreColour = (score: number) => statusColours[score >= 80 ? "pass" : score >= 50 ? "warn" : "fail"];

function GroupHeading({ status, count }: { status: CheckStatus; count: number }) {
  const { t } = useTranslation();
  const Icon = statusIcons[status];
  return (
    <span className="flex items-center gap-2 font-semibold">
      <Icon size={18} aria-hidden className={statusColours[status]} />
      {t(`check.groups.${status}`)} <span className="tabular-nums">({count})</span>
    </span>
  );
}

type CheckReportViewProps = {
  report: CheckReportPayload;
  onGoToField: (target: CheckTarget) => void;
};

/**
 * A check's report: the score, the findings grouped by severity (failures, then warnings,
 * then the passes folded away) and, when a job description was given, its keyword report
 * and the suggested edits.
 */
export function CheckReportView({ report, onGoToField }: CheckReportViewProps) {
  const { t } = useTranslation();
  const groups = groupChecks(report.checks);
  return (
    <div className="grid gap-6" data-testid="check-report">
      <div className="flex items-baseline gap-2">
        <span className="text-sm text-zinc-600 dark:text-zinc-400">{t("check.score")}</span>
        <span className={cn("text-4xl font-semibold tabular-nums", scoreColour(report.score))} data-testid="check-score">
          {report.score}
        </span>
        <span className="text-sm text-zinc-600 dark:text-zinc-400">{t("check.scoreOutOf")}</span>
      </div>
      {checkStatusOrder.map((status) => {
        const checks = groups[status];
        if (checks.length === 0) return null;
        const list = (
          <ul className="grid gap-2">
            {checks.map((check) => (
              <CheckFinding key={check.id} check={check} onGoToField={onGoToField} />
            ))}
          </ul>
        );
        return status === "pass" ? (
          <details key={status} className="group grid gap-2" data-testid="check-group-pass">
            <summary className="cursor-pointer rounded-md py-1 focus-visible:outline-2 focus-visible:outline-zinc-500">
              <GroupHeading status={status} count={checks.length} />
            </summary>
            <div className="pt-2">{list}</div>
          </details>
        ) : (
          <section key={status} aria-labelledby={`check-group-${status}`} className="grid gap-2" data-testid={`check-group-${status}`}>
            <h3 id={`check-group-${status}`}>
              <GroupHeading status={status} count={checks.length} />
            </h3>
            {list}
          </section>
        );
      })}
      {report.keywords && (
        <>
          <KeywordReport keywords={report.keywords} />
          <SuggestedEdits missingTerms={[...report.keywords.missing].sort((a, b) => b.weight - a.weight).map((term) => term.term)} />
        </>
      )}
    </div>
  );
}
