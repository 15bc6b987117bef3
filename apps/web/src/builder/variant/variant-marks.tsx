import { ArrowCounterClockwise } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { cn } from "@/ui/cn";
import { useResumeLocked } from "@/builder/left/use-resume-locked";
import { type ItemStatus, fieldDiffers, itemStatus, onlyInVariant } from "./variant-differences";
import { useDifferences, useResetToMaster } from "./use-variant";

const badgeClass = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium";

const statusClass: Record<Exclude<ItemStatus, null>, string> = {
  changed: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  hidden: "bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200",
  added: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
};

const linkButtonClass = cn(
  "inline-flex items-center gap-1 rounded-sm text-xs font-medium text-zinc-600 underline-offset-2 hover:text-zinc-900 hover:underline",
  "focus-visible:outline-2 focus-visible:outline-zinc-500 disabled:pointer-events-none disabled:opacity-50",
  "dark:text-zinc-400 dark:hover:text-zinc-100",
);

/** A badge saying how something of a variant stands to the master. */
export function DifferenceBadge({ status }: { status: Exclude<ItemStatus, null> }) {
  const { t } = useTranslation();
  return <span className={cn(badgeClass, statusClass[status])}>{t(`variants.mark.${status}`)}</span>;
}

/**
 * Beside a field of a variant whose value differs from the master's: says so, and offers
 * to follow the master there again. `paths` may name several fields shown as one (a section's
 * settings).
 */
export type FieldMarkProps = { paths: readonly (readonly string[])[]; label: string };

export function VariantFieldMark({ paths, label }: FieldMarkProps) {
  const { t } = useTranslation();
  const state = useDifferences((differences) => {
    if (paths.some((path) => onlyInVariant(differences, path))) return "added";
    return paths.some((path) => fieldDiffers(differences, path)) ? "changed" : null;
  });
  const reset = useResetToMaster();
  const locked = useResumeLocked();
  if (!state) return null;
  // Nothing of the master's to go back to: what holds the field exists only in the variant.
  if (state === "added") return <DifferenceBadge status="added" />;
  return (
    <span className="flex flex-wrap items-center gap-2" data-testid="variant-field-mark">
      <DifferenceBadge status="changed" />
      <button
        type="button"
        className={linkButtonClass}
        disabled={locked}
        aria-label={t("variants.mark.useMasterFor", { field: label })}
        onClick={() => void reset(paths.map((path) => ({ kind: "field", path: [...path] })))}
      >
        <ArrowCounterClockwise size={14} aria-hidden />
        {t("variants.mark.useMaster")}
      </button>
    </span>
  );
}

/** How an item of the open variant stands to the master; null outside variants and for untouched items. */
export function useItemStatus(list: readonly string[], id: string): ItemStatus | undefined {
  return useDifferences((differences) => itemStatus(differences, list, id));
}

/** In a variant: whether an item differs from the master's, is hidden here, or exists only here. */
export function ItemDifferenceBadge({ list, id }: { list: readonly string[]; id: string }) {
  const status = useItemStatus(list, id);
  return status ? <DifferenceBadge status={status} /> : null;
}
