import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { historyApi } from "@/api/history-api";
import { resumeQueryKey } from "@/api/resume-queries";
import { VersionComparison } from "./version-comparison";

/** The query key of a comparison of a version with the resume as it is now. */
export const comparisonKey = (resumeId: string, versionId: string) => [...resumeQueryKey(resumeId), "versions", "compare", versionId] as const;

/** What changed from one version to the current resume, under a title naming the version. */
export function CompareWithNow({ resumeId, versionId, versionLabel }: { resumeId: string; versionId: string; versionLabel: string }) {
  const { t } = useTranslation();
  const comparison = useQuery({
    queryKey: comparisonKey(resumeId, versionId),
    queryFn: () => historyApi.compare(resumeId, versionId, "current"),
  });
  return (
    <div className="rounded-md bg-zinc-50 p-2 dark:bg-zinc-900" aria-busy={comparison.isPending}>
      <p className="mb-2 text-xs font-medium">{t("history.compareTitle", { version: versionLabel })}</p>
      {comparison.isPending && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("history.loading")}</p>}
      {comparison.data && <VersionComparison comparison={comparison.data} />}
      {comparison.isError && <p className="text-sm text-red-600 dark:text-red-400">{t("history.loadFailed")}</p>}
    </div>
  );
}
