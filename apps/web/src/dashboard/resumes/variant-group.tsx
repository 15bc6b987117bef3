import { CaretDown, GitBranch } from "@phosphor-icons/react";
import { findLanguage } from "@vitae/schema";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { VersionedResume } from "@/api/resume-api";
import { cn } from "@/ui/cn";

/** A variant's language and purpose, beside its title. */
export function VariantBadges({ resume }: { resume: VersionedResume }) {
  if (!resume.masterId) return null;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-1">
      <GitBranch size={14} aria-hidden className="shrink-0 text-zinc-500" />
      {resume.language && (
        <span lang={resume.language} className="rounded-full bg-sky-100 px-1.5 py-0.5 text-xs text-sky-900 dark:bg-sky-950 dark:text-sky-100">
          {findLanguage(resume.language)?.name ?? resume.language}
        </span>
      )}
      {resume.purpose && (
        <span title={resume.purpose} className="max-w-full truncate rounded-full bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200">
          {resume.purpose}
        </span>
      )}
    </span>
  );
}

type VariantGroupProps = {
  master: VersionedResume;
  count: number;
  /** The variants' list, laid out like the dashboard's. */
  children: ReactNode;
};

/** A master's variants under it, behind a button that folds them away (Enter or Space, announced as expanded or not). */
export function VariantGroup({ master, count, children }: VariantGroupProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <div className="grid gap-2 border-s-2 border-zinc-200 ps-3 dark:border-zinc-800">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-1.5 justify-self-start rounded-sm text-sm font-medium text-zinc-700 focus-visible:outline-2 focus-visible:outline-zinc-500 dark:text-zinc-300"
      >
        <CaretDown size={14} aria-hidden className={cn("transition-transform", !open && "-rotate-90 rtl:rotate-90")} />
        {t("variants.group.label", { title: master.title })}
        <span className="rounded-full bg-zinc-100 px-1.5 text-xs tabular-nums dark:bg-zinc-800">{count}</span>
      </button>
      <div id={listId} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
