import { CheckCircle, CircleNotch, CloudSlash, WarningCircle } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { flushActiveAutosave, useSaveState } from "./autosave";

/** Where the edits are: saving, saved, or why not. */
export function SaveIndicator() {
  const { t } = useTranslation();
  const { status, message } = useSaveState();
  const busy = status === "pending" || status === "saving";
  const problem = status === "failed" || status === "invalid" || status === "locked";

  return (
    <div role="status" aria-live="polite" className="flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
      {busy && <CircleNotch size={14} aria-hidden className="animate-spin" />}
      {status === "saved" && <CheckCircle size={14} aria-hidden className="text-emerald-600" />}
      {status === "failed" && <CloudSlash size={14} aria-hidden className="text-red-600" />}
      {(status === "invalid" || status === "conflict" || status === "locked") && (
        <WarningCircle size={14} aria-hidden className="text-amber-600" />
      )}
      <span title={problem ? message : undefined}>{t(`builder.save.${status}`)}</span>
      {status === "failed" && (
        <button type="button" className="underline underline-offset-2" onClick={() => void flushActiveAutosave()}>
          {t("builder.save.retryNow")}
        </button>
      )}
    </div>
  );
}
