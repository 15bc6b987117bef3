import { FloppyDisk, PencilSimple, Trash } from "@phosphor-icons/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HistoryListVersion, HistoryVersion } from "@vitae/schema";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { historyApi } from "@/api/history-api";
import { type VersionedResume } from "@/api/resume-api";
import { cacheResume, resumeQueryKey } from "@/api/resume-queries";
import { toastApiError } from "@/api/toast-api-error";
import { flushActiveAutosave } from "@/builder/save/autosave";
import { useBuilderStore } from "@/builder/store/builder-store";
import { Button } from "@/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/ui/dialog";
import { inputClass } from "@/ui/input-class";
import { toast } from "@/ui/toast/toast-store";
import { describeChange } from "./describe-change";
import { useHistoryPreviewStore } from "./history-preview-store";
import { CompareWithNow } from "./compare-with-now";

const versionsKey = (id: string) => [...resumeQueryKey(id), "versions"] as const;

/** Versions grouped by the day they were made, in the order given (newest first). */
function byDay(versions: HistoryListVersion[], format: Intl.DateTimeFormat): [string, HistoryListVersion[]][] {
  const days = new Map<string, HistoryListVersion[]>();
  for (const version of versions) {
    const day = format.format(version.createdAt);
    days.set(day, [...(days.get(day) ?? []), version]);
  }
  return [...days];
}

/**
 * The builder's History: save a named version, browse versions by day, show one in the
 * preview, compare it with the current resume, restore it (with Undo), rename or delete it;
 * each shows how often the public page and its PDF served it.
 * Loaded on demand (React.lazy) so the builder's first load does not carry it.
 */
export default function HistoryPanel() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const resumeId = useBuilderStore((state) => state.meta?.id) ?? "";
  const locked = useBuilderStore((state) => state.meta?.locked ?? false);
  const shown = useHistoryPreviewStore((state) => state.shown);
  const { show, backToCurrent, setRestore } = useHistoryPreviewStore.getState();
  const versions = useQuery({ queryKey: versionsKey(resumeId), queryFn: () => historyApi.list(resumeId), enabled: resumeId !== "" });
  const [name, setName] = useState("");
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<HistoryVersion | null>(null);
  const [comparing, setComparing] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: versionsKey(resumeId) });

  /** Puts the restored resume in the builder as if freshly opened, so autosave does not send it back. */
  const adopt = (resume: VersionedResume) => {
    const store = useBuilderStore.getState();
    store.unload();
    store.load(resume);
    cacheResume(queryClient, resume);
  };

  const restore = useMutation({
    mutationFn: async ({ versionId }: { versionId: string; undo: boolean }) => {
      await flushActiveAutosave();
      return historyApi.restore(resumeId, versionId);
    },
    onSuccess: async ({ resume, savedVersion }, { undo }) => {
      adopt(resume);
      backToCurrent();
      setComparing(null);
      await refresh();
      toast({
        variant: "success",
        title: t(undo ? "history.undone" : "history.restored"),
        ...(undo ? {} : { action: { label: t("history.undo"), onSelect: () => restore.mutate({ versionId: savedVersion.id, undo: true }) } }),
      });
    },
    onError: toastApiError,
  });

  // The banner above the preview restores through this panel while it is open.
  const restoreVersion = restore.mutate;
  useEffect(() => {
    setRestore(locked ? null : (versionId) => restoreVersion({ versionId, undo: false }));
    return () => setRestore(null);
  }, [locked, restoreVersion, setRestore]);
  // Leaving the builder (or this resume) leaves no old version in the preview.
  useEffect(() => () => backToCurrent(), [backToCurrent, resumeId]);

  const save = useMutation({
    mutationFn: async (versionName: string) => {
      await flushActiveAutosave();
      return historyApi.create(resumeId, versionName);
    },
    onSuccess: async () => {
      setName("");
      await refresh();
    },
    onError: toastApiError,
  });
  const rename = useMutation({
    mutationFn: ({ id, name: newName }: { id: string; name: string }) => historyApi.rename(resumeId, id, newName),
    onSuccess: async () => {
      setRenaming(null);
      await refresh();
    },
    onError: toastApiError,
  });
  const remove = useMutation({
    mutationFn: (version: HistoryVersion) => historyApi.remove(resumeId, version.id),
    onSuccess: async (_done, version) => {
      setDeleting(null);
      if (shown?.id === version.id) backToCurrent();
      if (comparing === version.id) setComparing(null);
      await refresh();
    },
    onError: toastApiError,
  });
  const open = useMutation({
    mutationFn: (version: HistoryVersion) => historyApi.get(resumeId, version.id),
    onSuccess: (version) => {
      show(version);
      setComparing(version.id);
    },
    onError: toastApiError,
  });

  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "full" });
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: "short" });
  const number = new Intl.NumberFormat(i18n.language);
  const label = (version: HistoryVersion) => version.name ?? t(`history.kind.${version.kind}`);
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) save.mutate(name.trim());
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={onSave} className="flex items-end gap-2">
        <label className="grid flex-1 gap-1 text-sm">
          {t("history.nameLabel")}
          <input className={inputClass} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
        </label>
        <Button type="submit" size="sm" disabled={!name.trim() || save.isPending}>
          <FloppyDisk size={16} aria-hidden />
          {t("history.save")}
        </Button>
      </form>
      {versions.isError && <p className="text-sm text-red-600 dark:text-red-400">{t("history.loadFailed")}</p>}
      {versions.data?.length === 0 && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("history.empty")}</p>}
      {byDay(versions.data ?? [], day).map(([date, entries]) => (
        <section key={date} aria-label={date} className="grid gap-2">
          <h3 className="text-sm font-semibold text-zinc-600 dark:text-zinc-400">{date}</h3>
          <ul className="grid gap-2">
            {entries.map((version) => {
              const selected = shown?.id === version.id;
              return (
                <li
                  key={version.id}
                  aria-current={selected ? "true" : undefined}
                  className={`grid gap-1 rounded-md border p-2 ${selected ? "border-zinc-900 dark:border-zinc-100" : "border-zinc-200 dark:border-zinc-800"}`}
                >
                  {renaming?.id === version.id ? (
                    <form
                      className="flex gap-2"
                      onSubmit={(event) => {
                        event.preventDefault();
                        if (renaming.name.trim()) rename.mutate({ id: version.id, name: renaming.name.trim() });
                      }}
                    >
                      <input
                        aria-label={t("history.nameLabel")}
                        className={inputClass}
                        value={renaming.name}
                        maxLength={120}
                        autoFocus
                        onKeyDown={(event) => event.key === "Escape" && setRenaming(null)}
                        onChange={(event) => setRenaming({ id: version.id, name: event.target.value })}
                      />
                      <Button type="submit" size="sm">{t("history.save")}</Button>
                    </form>
                  ) : (
                    <button
                      type="button"
                      className="grid gap-0.5 rounded-sm text-start focus-visible:outline-2 focus-visible:outline-zinc-500"
                      aria-pressed={selected}
                      onClick={() => (selected ? backToCurrent() : open.mutate(version))}
                    >
                      <span className="text-sm">
                        <time dateTime={version.createdAt.toISOString()} className="tabular-nums">{time.format(version.createdAt)}</time>
                        {" · "}
                        <span className="font-medium">{label(version)}</span>
                      </span>
                      <span className="text-xs text-zinc-600 dark:text-zinc-400">{describeChange(t, version)}</span>
                      {(version.views > 0 || version.downloads > 0) && (
                        <span className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
                          {t("history.servedCounts", { views: number.format(version.views), downloads: number.format(version.downloads) })}
                        </span>
                      )}
                    </button>
                  )}
                  <div className="flex flex-wrap gap-1">
                    <Button size="sm" variant="ghost" onClick={() => setComparing(comparing === version.id ? null : version.id)} aria-expanded={comparing === version.id}>
                      {t("history.compare")}
                    </Button>
                    <Button size="sm" variant="ghost" disabled={locked || restore.isPending} onClick={() => restore.mutate({ versionId: version.id, undo: false })}>
                      {t("history.restore")}
                    </Button>
                    <Button size="iconSm" variant="ghost" aria-label={t("history.rename")} onClick={() => setRenaming({ id: version.id, name: version.name ?? "" })}>
                      <PencilSimple size={16} aria-hidden />
                    </Button>
                    <Button size="iconSm" variant="ghost" aria-label={t("history.delete")} onClick={() => setDeleting(version)}>
                      <Trash size={16} aria-hidden />
                    </Button>
                  </div>
                  {comparing === version.id && <CompareWithNow resumeId={resumeId} versionId={version.id} versionLabel={label(version)} />}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <Dialog open={deleting !== null} onOpenChange={(next) => !next && setDeleting(null)}>
        {deleting && (
          <DialogContent title={t("history.deleteTitle", { version: label(deleting) })} description={t("history.deleteDescription")}>
            <DialogFooter>
              <Button variant="ghost" onClick={() => setDeleting(null)}>
                {t("common.cancel")}
              </Button>
              <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(deleting)}>
                <Trash size={16} aria-hidden />
                {t("history.delete")}
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
