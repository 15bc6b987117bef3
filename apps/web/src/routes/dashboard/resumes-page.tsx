import { ArrowClockwise, List, SquaresFour } from "@phosphor-icons/react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { resumesQuery, sortByUpdated } from "@/api/resume-queries";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { cn } from "@/ui/cn";
import { useDialogStore } from "@/ui/dialog-store";
import { PageTitle } from "@/ui/page-title";
import { type Hotkeys, useControlHotkeys } from "@/ui/use-hotkeys";
import { ImportDialog } from "@/dashboard/resumes/import-dialog";
import { LockDialog } from "@/dashboard/resumes/lock-dialog";
import { CreateResumeCard, ImportResumeCard, ResumeCard, ResumeSkeleton } from "@/dashboard/resumes/resume-cards";
import { ResumeDialog } from "@/dashboard/resumes/resume-dialog";
import { type ResumeLayout, useResumeLayoutStore } from "@/dashboard/resumes/resume-layout-store";
import { groupResumes } from "@/dashboard/resumes/group-resumes";
import { DashboardNewVariantDialog } from "@/dashboard/resumes/dashboard-new-variant-dialog";
import { VariantGroup } from "@/dashboard/resumes/variant-group";

/** One entry of the collection: a stable key and what it shows. */
type Item = [key: string, node: ReactNode];

/** Four skeletons while the list loads. */
const skeletonCount = 4;

const collectionClass: Record<ResumeLayout, string> = {
  // Two columns still fit at 320 px; wider screens take as many ~11rem cards as fit.
  grid: "grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-4 sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] sm:gap-6",
  list: "grid gap-2",
};

/** The current time, refreshed every minute so "2 minutes ago" does not stay put. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Resume list (/dashboard/resumes): create and import cards, then every resume, newest first. */
export function ResumesPage() {
  const { t } = useTranslation();
  const { data: resumes, isPending, isError, isRefetching, refetch } = useQuery(resumesQuery);
  const sorted = useMemo(() => (resumes ? sortByUpdated(resumes) : []), [resumes]);
  const layout = useResumeLayoutStore((state) => state.layout);
  const openDialog = useDialogStore((state) => state.open);
  const now = useNow();

  const hotkeys = useMemo<Hotkeys>(
    () => ({
      N: () => openDialog("resume", "create"),
      I: () => openDialog("import", "create"),
    }),
    [openDialog],
  );
  useControlHotkeys(hotkeys);

  // The dialogs live on this page: leaving it (Shift+S, the sidebar) must not leave one
  // waiting in the store to pop up on the next visit.
  useEffect(
    () => () => {
      const { dialog, close } = useDialogStore.getState();
      if (dialog && ["resume", "lock", "import", "variant"].includes(dialog.name)) close();
    },
    [],
  );

  // Keyed entries: a resume keeps its card (and its loaded preview) when the order changes.
  const items: Item[] = [
    ["create", <CreateResumeCard layout={layout} />],
    ["import", <ImportResumeCard layout={layout} />],
  ];
  if (isPending) {
    for (let index = 0; index < skeletonCount; index += 1) {
      items.push([`skeleton-${index}`, <ResumeSkeleton layout={layout} />]);
    }
  }
  for (const { resume, variants } of groupResumes(sorted)) {
    items.push([resume.id, <ResumeCard resume={resume} layout={layout} now={now} />]);
    if (variants.length === 0) continue;
    items.push([
      `${resume.id}:variants`,
      <VariantGroup master={resume} count={variants.length}>
        <ul aria-label={t("variants.group.label", { title: resume.title })} className={collectionClass[layout]}>
          {variants.map((variant) => (
            <li key={variant.id} className="min-w-0">
              <ResumeCard resume={variant} layout={layout} now={now} />
            </li>
          ))}
        </ul>
      </VariantGroup>,
    ]);
  }

  return (
    <div className="grid w-full gap-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <PageTitle title={t("dashboard.resumes.title")} />
        <LayoutToggle />
      </header>

      {isPending && (
        <p role="status" className="sr-only">
          {t("dashboard.resumes.loading")}
        </p>
      )}

      <ul aria-label={t("dashboard.resumes.listLabel")} aria-busy={isPending || undefined} className={collectionClass[layout]}>
        {items.map(([key, node]) => (
          // A master's variants take a whole row under it.
          <li key={key} className={cn("min-w-0", key.endsWith(":variants") && "col-span-full")}>
            {node}
          </li>
        ))}
      </ul>

      {isError && (
        <div className="grid max-w-xl gap-3">
          <Alert variant="error" title={t("dashboard.resumes.loadError.title")}>
            {t("dashboard.resumes.loadError.description")}
          </Alert>
          <Button variant="secondary" className="justify-self-start" disabled={isRefetching} onClick={() => void refetch()}>
            <ArrowClockwise size={16} aria-hidden className={cn(isRefetching && "animate-spin")} />
            {t("common.retry")}
          </Button>
        </div>
      )}

      {resumes?.length === 0 && (
        <div className="grid max-w-xl gap-1 text-sm">
          <h2 className="text-base font-medium">{t("dashboard.resumes.empty.title")}</h2>
          <p className="text-zinc-600 dark:text-zinc-400">{t("dashboard.resumes.empty.description")}</p>
        </div>
      )}

      <ResumeDialog />
      <LockDialog />
      <ImportDialog />
      <DashboardNewVariantDialog />
    </div>
  );
}

/** Grid or list, remembered in this browser. Two toggle buttons; the pressed one is the current layout. */
function LayoutToggle() {
  const { t } = useTranslation();
  const layout = useResumeLayoutStore((state) => state.layout);
  const setLayout = useResumeLayoutStore((state) => state.setLayout);
  const option = (value: ResumeLayout, label: string, icon: ReactNode) => (
    <Button
      variant="toggle"
      size="sm"
      aria-pressed={layout === value}
      onClick={() => setLayout(value)}
    >
      {icon}
      {label}
    </Button>
  );
  return (
    <div
      role="group"
      aria-label={t("dashboard.resumes.layout.label")}
      className="flex gap-1 rounded-md border border-zinc-200 p-0.5 dark:border-zinc-800"
    >
      {option("grid", t("dashboard.resumes.layout.grid"), <SquaresFour size={16} aria-hidden />)}
      {option("list", t("dashboard.resumes.layout.list"), <List size={16} aria-hidden />)}
    </div>
  );
}
