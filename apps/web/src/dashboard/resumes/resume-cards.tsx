import { DownloadSimple, LockSimple, Plus } from "@phosphor-icons/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { VersionedResume } from "@/api/resume-api";
import { cn } from "@/ui/cn";
import { useDialogStore } from "@/ui/dialog-store";
import { formatRelativeTime } from "./relative-time";
import { ResumeActionsMenu, ResumeContextMenu } from "./resume-actions";
import type { ResumeLayout } from "./resume-layout-store";
import { ResumePreview } from "./resume-preview";
import { VariantBadges } from "./variant-group";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500";

/** A grid card is a page-shaped tile with its caption; a list row is one line. */
const actionCardClass: Record<ResumeLayout, string> = {
  grid: cn(
    "flex aspect-[1/1.4142] w-full flex-col items-center justify-center gap-2 rounded-md p-3 text-center",
    "border-2 border-dashed border-zinc-300 hover:border-zinc-500 hover:bg-zinc-50",
    "dark:border-zinc-700 dark:hover:border-zinc-500 dark:hover:bg-zinc-900",
  ),
  list: cn(
    "flex w-full items-center gap-3 rounded-md border border-dashed border-zinc-300 p-2 text-start",
    "hover:border-zinc-500 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:border-zinc-500 dark:hover:bg-zinc-900",
  ),
};

type ActionCardProps = {
  layout: ResumeLayout;
  icon: ReactNode;
  title: string;
  description: string;
  /** e.g. "⌃N"; the button announces it with aria-keyshortcuts. */
  shortcut: string;
  keyshortcuts: string;
  onClick: () => void;
};

function ActionCard({ layout, icon, title, description, shortcut, keyshortcuts, onClick }: ActionCardProps) {
  return (
    <button type="button" onClick={onClick} aria-keyshortcuts={keyshortcuts} className={cn(actionCardClass[layout], focusRing)}>
      <span
        className={cn(
          "grid shrink-0 place-items-center rounded-full bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200",
          layout === "grid" ? "size-12" : "size-10",
        )}
      >
        {icon}
      </span>
      <span className={cn("grid min-w-0 gap-0.5", layout === "list" && "flex-1")}>
        <span className="text-sm font-medium">{title}</span>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">{description}</span>
      </span>
      <kbd aria-hidden className="font-sans text-xs text-zinc-500 dark:text-zinc-400">
        {shortcut}
      </kbd>
    </button>
  );
}

/** The first card: opens the resume dialog in create mode; Control+N does the same. */
export function CreateResumeCard({ layout }: { layout: ResumeLayout }) {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.open);
  return (
    <ActionCard
      layout={layout}
      icon={<Plus size={layout === "grid" ? 24 : 20} aria-hidden />}
      title={t("dashboard.resumes.create.title")}
      description={t("dashboard.resumes.create.description")}
      shortcut="⌃N"
      keyshortcuts="Control+N"
      onClick={() => open("resume", "create")}
    />
  );
}

/** The second card: opens the import dialog; Control+I does the same. */
export function ImportResumeCard({ layout }: { layout: ResumeLayout }) {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.open);
  return (
    <ActionCard
      layout={layout}
      icon={<DownloadSimple size={layout === "grid" ? 24 : 20} aria-hidden />}
      title={t("dashboard.resumes.import.title")}
      description={t("dashboard.resumes.import.description")}
      shortcut="⌃I"
      keyshortcuts="Control+I"
      onClick={() => open("import", "create")}
    />
  );
}

function LockOverlay() {
  const { t } = useTranslation();
  return (
    <span
      data-testid="resume-lock-overlay"
      className="absolute inset-0 flex flex-col items-center justify-center gap-1 rounded-md bg-zinc-950/50 text-sm font-medium text-white backdrop-blur-[2px]"
    >
      <span className="grid size-10 place-items-center rounded-full bg-zinc-950/60">
        <LockSimple size={20} weight="bold" aria-hidden />
      </span>
      {t("dashboard.resumes.locked")}
    </span>
  );
}

function UpdatedAt({ date, now }: { date: Date; now: Date }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <time
      dateTime={date.toISOString()}
      title={date.toLocaleString(locale, { dateStyle: "long", timeStyle: "short" })}
      className="line-clamp-2 text-xs text-zinc-600 dark:text-zinc-400"
    >
      {t("dashboard.resumes.updated", { time: formatRelativeTime(date, now, locale) })}
    </time>
  );
}

/**
 * One resume: clicking it (or Enter on it) opens the builder; the actions button and a
 * right-click offer the menu. The link and the button are siblings, never nested.
 */
export function ResumeCard({ resume, layout, now }: { resume: VersionedResume; layout: ResumeLayout; now: Date }) {
  const { t } = useTranslation();
  if (layout === "list") {
    return (
      <div className="relative flex items-center gap-2 rounded-md border border-zinc-200 p-2 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-900">
        <ResumeContextMenu resume={resume}>
          <Link to={`/builder/${resume.id}`} className={cn("flex min-w-0 flex-1 items-center gap-3 rounded-sm", focusRing)}>
            <span className="relative w-10 shrink-0">
              <ResumePreview resume={resume} />
              {resume.locked && (
                <span className="absolute -end-1 -bottom-1 grid size-5 place-items-center rounded-full bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900">
                  <LockSimple size={12} weight="bold" aria-hidden />
                </span>
              )}
            </span>
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="truncate text-sm font-medium" title={resume.title}>
              {resume.title}
            </span>
              <VariantBadges resume={resume} />
              <UpdatedAt date={resume.updatedAt} now={now} />
            </span>
            {resume.locked && (
              <span data-testid="resume-lock-overlay" className="shrink-0 text-xs font-medium text-zinc-600 dark:text-zinc-400">
                {/* Hidden on the narrowest screens; the badge on the thumbnail still says it. */}
                <span className="sr-only sm:not-sr-only">{t("dashboard.resumes.locked")}</span>
              </span>
            )}
          </Link>
        </ResumeContextMenu>
        <ResumeActionsMenu resume={resume} className="shrink-0" />
      </div>
    );
  }

  return (
    <div className="relative">
      <ResumeContextMenu resume={resume}>
        <Link to={`/builder/${resume.id}`} className={cn("group grid gap-2 rounded-md", focusRing)}>
          <span className="relative block transition-shadow group-hover:shadow-md">
            <ResumePreview resume={resume} />
            {resume.locked && <LockOverlay />}
          </span>
          <span className="grid min-w-0 gap-0.5 px-0.5">
            <span className="truncate text-sm font-medium" title={resume.title}>
              {resume.title}
            </span>
            <VariantBadges resume={resume} />
            <UpdatedAt date={resume.updatedAt} now={now} />
          </span>
        </Link>
      </ResumeContextMenu>
      <ResumeActionsMenu resume={resume} className="absolute top-2 end-2" />
    </div>
  );
}

/** A grey stand-in while the list loads (four of them). */
export function ResumeSkeleton({ layout }: { layout: ResumeLayout }) {
  return (
    <div aria-hidden data-testid="resume-skeleton" className="animate-pulse">
      {layout === "grid" ? (
        <div className="grid gap-2">
          <div className="aspect-[1/1.4142] w-full rounded-md bg-zinc-200 dark:bg-zinc-800" />
          <div className="h-4 w-3/4 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="h-3 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800" />
        </div>
      ) : (
        <div className="flex items-center gap-3 rounded-md border border-zinc-200 p-2 dark:border-zinc-800">
          <div className="aspect-[1/1.4142] w-10 rounded-md bg-zinc-200 dark:bg-zinc-800" />
          <div className="grid flex-1 gap-1.5">
            <div className="h-4 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800" />
            <div className="h-3 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
          </div>
        </div>
      )}
    </div>
  );
}
