import { ArrowCounterClockwise, ArrowUUpLeft } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { useHistoryPreviewStore } from "./history-preview-store";

/** Above the preview while it shows a past version: says so, with Restore and "Back to current". */
export function HistoryBanner() {
  const { t, i18n } = useTranslation();
  const shown = useHistoryPreviewStore((state) => state.shown);
  const restore = useHistoryPreviewStore((state) => state.restore);
  const backToCurrent = useHistoryPreviewStore((state) => state.backToCurrent);
  if (!shown) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(shown.createdAt);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="flex-1">{t("history.banner", { date: shown.name ? `${shown.name} (${when})` : when })}</p>
      {restore && (
        <Button size="sm" variant="secondary" onClick={() => restore(shown.id)}>
          <ArrowCounterClockwise size={16} aria-hidden />
          {t("history.restore")}
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={backToCurrent}>
        <ArrowUUpLeft size={16} aria-hidden className="rtl:-scale-x-100" />
        {t("history.backToCurrent")}
      </Button>
    </div>
  );
}
