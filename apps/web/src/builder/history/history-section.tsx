import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { PanelSection } from "@/builder/right/panel-section";
import { useNearViewport } from "@/ui/use-near-viewport";
import { withCatalogueParts } from "@/i18n/load-catalogue-part";

// The panel, its comparison view and its calls load only when the section comes near the
// visible part of the design panel: the builder's first load does not carry them.
const HistoryPanel = lazy(() => withCatalogueParts(["history"], () => import("./history-panel")));

/** The History section of the builder's right panel. */
export function HistorySection() {
  const { t } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, "400px", { withinScrollParent: true });
  const loading = <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("history.loading")}</p>;
  return (
    <PanelSection section="history">
      <div ref={anchor}>{near ? <Suspense fallback={loading}>{<HistoryPanel />}</Suspense> : loading}</div>
    </PanelSection>
  );
}
