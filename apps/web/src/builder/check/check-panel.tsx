import { CircleNotch, ListChecks } from "@phosphor-icons/react";
import { type CheckTarget, type ErrorCode, errorCodes, jobDescriptionMaxLength } from "@vitae/schema";
import { type TFunction } from "i18next";
import { useEffect, useId, useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/api/api-error";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Label } from "@/ui/label";
import { Textarea } from "@/ui/textarea";
import { toast } from "@/ui/toast/toast-store";
import { usePreviewHighlightsStore } from "@/builder/preview/preview-highlights-store";
import { useBuilderStore } from "@/builder/store/builder-store";
import { CheckReportView } from "./check-report-view";
import { forgetOtherResume, useCheckStore } from "./check-store";
import { goToField } from "./go-to-field";
import { highlightsOf } from "./group-checks";

const isErrorCode = (code: string): code is ErrorCode => (errorCodes as readonly string[]).includes(code);

/** What to tell the user about a failed run: the rate limit, a known error's message, or that it failed. */
function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return t("check.errors.rateLimited");
    if (isErrorCode(error.code)) return t(`errors.codes.${error.code}`);
  }
  return t("check.errors.failed");
}

/** Sends the marks of the current focus to the preview while the Check mode shows; clears them when it closes. */
function usePreviewMarks(): void {
  const report = useCheckStore((state) => state.report);
  const focus = useCheckStore((state) => state.focus);
  useEffect(() => {
    const { show } = usePreviewHighlightsStore.getState();
    if (!report) show([]);
    else if (focus.kind === "term") {
      const term = report.keywords?.matched.find((candidate) => candidate.term === focus.term);
      show(term ? term.occurrences.map((occurrence) => occurrence.text) : []);
    } else show(highlightsOf(report.checks, focus.kind === "check" ? focus.id : undefined));
  }, [report, focus]);
  useEffect(() => () => usePreviewHighlightsStore.getState().clear(), []);
}

/**
 * The builder's Check mode: runs the resume check on demand (with a job description when one
 * is pasted) and shows its report. The report stays while the user goes to a field and edits;
 * it says when it is out of date. Loaded on demand (builder-page.tsx).
 */
export function CheckPanel() {
  const { t } = useTranslation();
  const resumeId = useBuilderStore((state) => state.meta?.id ?? "");
  const data = useBuilderStore((state) => state.data);
  const { jobDescription, running, report, checkedData, error, setJobDescription, run } = useCheckStore();
  const jobId = useId();
  const hintId = useId();
  useLayoutEffect(() => forgetOtherResume(resumeId), [resumeId]);
  usePreviewMarks();

  const onGoToField = (target: CheckTarget) => {
    if (!data) return;
    void goToField(target, data).then((found) => {
      if (!found) toast({ variant: "error", title: t("errors.title"), description: t("check.fieldGone") });
    });
  };

  const outdated = report !== null && checkedData !== data;
  return (
    <div role="region" aria-labelledby="check-heading" className="grid gap-6 p-4 pb-16 sm:p-6" data-testid="check-panel">
      <header className="grid gap-1">
        <h2 id="check-heading" tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold outline-none">
          <ListChecks size={20} aria-hidden className="text-zinc-500 dark:text-zinc-400" />
          {t("check.title")}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("check.intro")}</p>
      </header>

      <div className="grid gap-1.5">
        <Label htmlFor={jobId}>{t("check.jobDescription")}</Label>
        <Textarea
          id={jobId}
          aria-describedby={hintId}
          dir="auto"
          value={jobDescription}
          maxLength={jobDescriptionMaxLength}
          onChange={(event) => setJobDescription(event.target.value)}
        />
        <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {t("check.jobDescriptionHint")}
        </p>
      </div>

      <Button
        className="justify-self-start"
        // Not disabled while running: a disabled button would drop the keyboard's focus.
        aria-disabled={running}
        onClick={() => void run(resumeId)}
      >
        {running && <CircleNotch size={16} aria-hidden className="animate-spin" />}
        {t(report ? "check.rerun" : "check.run")}
      </Button>

      <p role="status" className="sr-only" data-testid="check-status">
        {running ? t("check.running") : report ? t("check.finished", { score: report.score }) : ""}
      </p>

      {error !== null && !running && <Alert variant="error" title={t("check.errors.title")}>{errorText(error, t)}</Alert>}

      {running && !report && (
        <p className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
          <CircleNotch size={16} aria-hidden className="animate-spin" />
          {t("check.running")}
        </p>
      )}

      {!running && !report && error === null && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("check.empty")}</p>}

      {outdated && !running && (
        <Alert variant="info" announce={false}>
          {t("check.outdated")}
        </Alert>
      )}

      {report && (
        <div aria-busy={running} className={running ? "opacity-60" : undefined}>
          <CheckReportView report={report} onGoToField={onGoToField} />
        </div>
      )}
    </div>
  );
}
