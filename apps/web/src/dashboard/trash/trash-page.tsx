import { ArrowCounterClockwise, Trash } from "@phosphor-icons/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TrashedResume } from "@vitae/schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cacheResume } from "@/api/resume-queries";
import { toastApiError } from "@/api/toast-api-error";
import { trashApi } from "@/api/trash-api";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/ui/dialog";
import { PageTitle } from "@/ui/page-title";
import { toast } from "@/ui/toast/toast-store";

export const trashQueryKey = ["trash"] as const;

/** Trash (/dashboard/trash): deleted resumes, each with Restore and "Delete forever". */
export function TrashPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // Resumes reach the Trash from other pages, so the list is asked for on every visit.
  const { data: trashed, isPending, isError } = useQuery({
    queryKey: trashQueryKey,
    queryFn: trashApi.list,
    refetchOnMount: "always",
  });
  const [confirming, setConfirming] = useState<TrashedResume | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" });

  const refresh = () => queryClient.invalidateQueries({ queryKey: trashQueryKey });
  const restore = useMutation({
    mutationFn: (resume: TrashedResume) => trashApi.restore(resume.id),
    onSuccess: async (restored, resume) => {
      cacheResume(queryClient, restored);
      toast({ variant: "success", title: t("trash.restored", { title: resume.title }) });
      await refresh();
    },
    onError: toastApiError,
  });
  const remove = useMutation({
    mutationFn: (resume: TrashedResume) => trashApi.deleteForever(resume.id),
    onSuccess: async (_done, resume) => {
      setConfirming(null);
      toast({ variant: "success", title: t("trash.deleted", { title: resume.title }) });
      await refresh();
    },
    onError: toastApiError,
  });

  return (
    <>
      <PageTitle title={t("trash.title")} />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("trash.description")}</p>
      {isError && <Alert variant="error">{t("trash.loadFailed")}</Alert>}
      {isPending && <p aria-busy="true" className="text-sm text-zinc-600 dark:text-zinc-400">{t("trash.loading")}</p>}
      {trashed && trashed.length === 0 && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("trash.empty")}</p>}
      {trashed && trashed.length > 0 && (
        <ul className="grid gap-2" aria-label={t("trash.title")}>
          {trashed.map((resume) => (
            <li
              key={resume.id}
              className="flex flex-wrap items-center gap-3 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{resume.title}</p>
                <p className="text-xs text-zinc-600 dark:text-zinc-400">
                  {t("trash.purgeOn", { date: date.format(resume.purgeAt) })}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={restore.isPending}
                onClick={() => restore.mutate(resume)}
                aria-label={t("trash.restoreNamed", { title: resume.title })}
              >
                <ArrowCounterClockwise size={16} aria-hidden />
                {t("trash.restore")}
              </Button>
              <Button
                variant="danger"
                size="sm"
                onClick={() => setConfirming(resume)}
                aria-label={t("trash.deleteForeverNamed", { title: resume.title })}
              >
                <Trash size={16} aria-hidden />
                {t("trash.deleteForever")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        {confirming && (
          <DialogContent
            title={t("trash.confirmTitle", { title: confirming.title })}
            description={t("trash.confirmDescription")}
          >
            <DialogFooter>
              <Button variant="ghost" onClick={() => setConfirming(null)}>
                {t("common.cancel")}
              </Button>
              <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(confirming)}>
                <Trash size={16} aria-hidden />
                {t("trash.deleteForever")}
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
