import type { VariantSummary as Summary } from "@vitae/schema";
import { useTranslation } from "react-i18next";

const counts = ["fields", "sections", "design", "hiddenItems", "addedItems", "reorderedLists", "dropped"] as const satisfies readonly (keyof Summary)[];

/** What differs in a variant, counted ("Fields 3 · Hidden items 1"), or "Same as the master". */
export function VariantSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const shown = counts.filter((count) => summary[count] > 0);
  if (shown.length === 0) return <span className="text-xs text-zinc-500 dark:text-zinc-400">{t("variants.summary.same")}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5 text-xs">
      {shown.map((count) => (
        <li key={count} className="rounded-full bg-zinc-100 px-2 py-0.5 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200">
          {t(`variants.summary.${count}`)} <span className="font-semibold tabular-nums">{summary[count]}</span>
        </li>
      ))}
    </ul>
  );
}
