import { ArrowSquareOut, Highlighter } from "@phosphor-icons/react";
import type { CheckResultPayload, CheckTarget } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { useCheckStore } from "./check-store";

type CheckFindingProps = {
  check: CheckResultPayload;
  onGoToField: (target: CheckTarget) => void;
};

/**
 * One finding: what the check says, what the parser found in the PDF, how to fix it, and
 * the ways to it: its text marked in the preview, and the field that holds it.
 */
export function CheckFinding({ check, onGoToField }: CheckFindingProps) {
  const { t } = useTranslation();
  const shown = useCheckStore((state) => state.focus.kind === "check" && state.focus.id === check.id);
  const setFocus = useCheckStore((state) => state.setFocus);
  const highlights = check.highlights ?? [];
  return (
    <li className="grid gap-2 rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-800" data-check-id={check.id}>
      {/* The server words its findings itself, in their own direction. */}
      <p dir="auto" className="font-medium">
        {check.message}
      </p>
      {check.evidence !== "" && (
        <div className="grid gap-0.5">
          <p className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{t("check.evidence")}</p>
          {/* Text read from the PDF, in whatever direction its own words run. */}
          <p dir="auto" className="rounded bg-zinc-100 px-2 py-1 font-mono text-xs break-words whitespace-pre-wrap dark:bg-zinc-900">
            {check.evidence}
          </p>
        </div>
      )}
      {check.fix !== "" && (
        <div className="grid gap-0.5">
          <p className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{t("check.fix")}</p>
          <p dir="auto">{check.fix}</p>
        </div>
      )}
      {(highlights.length > 0 || check.target) && (
        <div className="flex flex-wrap gap-2">
          {highlights.length > 0 && (
            <Button
              size="sm"
              variant="toggle"
              aria-pressed={shown}
              onClick={() => setFocus(shown ? { kind: "all" } : { kind: "check", id: check.id })}
            >
              <Highlighter size={16} aria-hidden />
              {t("check.showInPreview")}
            </Button>
          )}
          {check.target && (
            <Button size="sm" variant="secondary" onClick={() => check.target && onGoToField(check.target)}>
              <ArrowSquareOut size={16} aria-hidden className="rtl:-scale-x-100" />
              {t("check.goToField")}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
