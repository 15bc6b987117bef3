import { useQuery } from "@tanstack/react-query";
import type { ResumeDownload } from "@vitae/schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { historyApi } from "@/api/history-api";
import { resumeQueryKey } from "@/api/resume-queries";
import { Button } from "@/ui/button";
import { CompareWithNow } from "./compare-with-now";

/**
 * The newest downloads of the resume's PDF (the owner's own marked), each with the version it
 * printed, and one click to compare what was downloaded with the resume as it is now.
 * Loaded on demand with the Statistics section's body.
 */
export default function RecentDownloads({ resumeId }: { resumeId: string }) {
  const { t, i18n } = useTranslation();
  const downloads = useQuery({
    queryKey: [...resumeQueryKey(resumeId), "downloads"],
    queryFn: () => historyApi.downloads(resumeId),
  });
  const [comparing, setComparing] = useState<number | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const versionLabel = (version: NonNullable<ResumeDownload["version"]>) => version.name ?? when.format(version.createdAt);
  return (
    <section aria-labelledby="recent-downloads-heading" className="grid gap-2">
      <h3 id="recent-downloads-heading" className="text-sm font-semibold">
        {t("builderRight.statistics.recentDownloads")}
      </h3>
      {downloads.isPending && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("history.loading")}</p>}
      {downloads.isError && <p className="text-sm text-red-600 dark:text-red-400">{t("builderRight.statistics.failed")}</p>}
      {downloads.data?.length === 0 && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("builderRight.statistics.noDownloads")}</p>}
      {downloads.data && downloads.data.length > 0 && (
        <ul className="grid gap-2">
          {downloads.data.map((download, index) => (
            <li key={`${download.downloadedAt.toISOString()}-${index}`} className="grid gap-1 rounded-md border border-zinc-200 p-2 dark:border-zinc-800">
              <p className="text-sm">
                <time dateTime={download.downloadedAt.toISOString()} className="tabular-nums">
                  {when.format(download.downloadedAt)}
                </time>
                {download.byOwner && ` · ${t("builderRight.statistics.byOwner")}`}
              </p>
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                {download.version
                  ? t("builderRight.statistics.downloadedVersion", { version: versionLabel(download.version) })
                  : t("builderRight.statistics.deletedVersion")}
              </p>
              {download.version && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="justify-self-start"
                  aria-expanded={comparing === index}
                  onClick={() => setComparing(comparing === index ? null : index)}
                >
                  {t("history.compareWithNow")}
                </Button>
              )}
              {download.version && comparing === index && (
                <CompareWithNow resumeId={resumeId} versionId={download.version.id} versionLabel={versionLabel(download.version)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
