import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PanelSection } from "@/builder/right/panel-section";

// The panel, its comparison view and its calls load only when the builder shows History.
const HistoryPanel = lazy(() => import("./history-panel"));

/** The History section of the builder's right panel. */
export function HistorySection() {
  const { t } = useTranslation();
  return (
    <PanelSection section="history">
      <Suspense fallback={<p className="text-sm text-zinc-500">{t("history.loading")}</p>}>
        <HistoryPanel />
      </Suspense>
    </PanelSection>
  );
}
