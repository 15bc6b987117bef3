import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { resumeApi } from "@/api/resume-api";
import { resumeQueryKey } from "@/api/resume-queries";
import { useBuilderStore } from "@/builder/store/builder-store";
import { useNearViewport } from "@/ui/use-near-viewport";
import { PanelSection } from "./panel-section";
import { withCatalogueParts } from "@/i18n/load-catalogue-part";

// The list of downloads and its comparison view load once the section nears the visible part
// of the panel, with the History's code: the builder's first load does not carry them.
const RecentDownloads = lazy(() => withCatalogueParts(["history"], () => import("@/builder/history/recent-downloads")));

/**
 * Statistics: views of the public page and downloads of its PDF (both counted only while the
 * resume is public), then the newest downloads with the version each printed.
 */
export function StatisticsSection() {
  const { t, i18n } = useTranslation();
  const id = useBuilderStore((state) => state.meta?.id);
  const isPublic = useBuilderStore((state) => state.meta?.visibility === "public");
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, "400px", { withinScrollParent: true });
  const statistics = useQuery({
    queryKey: [...resumeQueryKey(id ?? ""), "statistics"],
    queryFn: () => resumeApi.statistics(id ?? ""),
    enabled: id !== undefined,
  });
  const figure = (value: number | undefined) => (value === undefined ? "–" : new Intl.NumberFormat(i18n.language).format(value));
  const loading = <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("history.loading")}</p>;
  return (
    <PanelSection section="statistics">
      {!isPublic && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("builderRight.statistics.privateNote")}</p>}
      <dl className="grid grid-cols-2 gap-3">
        {(["views", "downloads"] as const).map((key) => (
          <div key={key} className="grid gap-1 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">{t(`builderRight.statistics.${key}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{figure(statistics.data?.[key])}</dd>
          </div>
        ))}
      </dl>
      {statistics.isError && <p className="text-sm text-red-600 dark:text-red-400">{t("builderRight.statistics.failed")}</p>}
      <div ref={anchor}>
        {near && id !== undefined ? (
          <Suspense fallback={loading}>
            <RecentDownloads resumeId={id} />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </PanelSection>
  );
}
