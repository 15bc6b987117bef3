import { EyeSlash } from "@phosphor-icons/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/ui/cn";
import { DragHandle, SortableList, SortableRow } from "@/ui/sortable-list";
import { useBuilderStore } from "@/builder/store/builder-store";
import { type AnyItem, type ItemSectionKey, moveItem, sectionItems } from "@/builder/store/section-operations";
import { dialogNameOf, openItemDialog } from "@/builder/left/dialog/open-item-dialog";
import { useResumeLocked } from "@/builder/left/use-resume-locked";
import { ItemDifference } from "@/builder/variant/variant-gates";
import { itemListPath } from "@/builder/variant/section-paths";
import { ItemMenu } from "./item-menu";
import { itemTitle } from "./item-title";

// One empty list for every empty section, so the store selector returns a stable value.
const noItems: readonly AnyItem[] = [];

/** The items of a section, read from the store. */
export function useSectionItems(key: ItemSectionKey): readonly AnyItem[] {
  return useBuilderStore((state) => {
    const items = state.data ? sectionItems(state.data, key) : noItems;
    return items.length > 0 ? items : noItems;
  });
}

/** A section's items, each with its title, drag handle and actions; a click on the title edits it. */
export function ItemList({ sectionKey }: { sectionKey: ItemSectionKey }) {
  const { t } = useTranslation();
  const items = useSectionItems(sectionKey);
  const edit = useBuilderStore((state) => state.edit);
  const locked = useResumeLocked();
  const dialogName = dialogNameOf(sectionKey);
  const titleOf = useCallback(
    (item: AnyItem) => itemTitle(dialogName, item).title || t("builderLeft.items.untitled"),
    [dialogName, t],
  );
  const nameOf = useCallback(
    (id: string) => {
      const item = items.find((candidate) => candidate.id === id);
      return item ? titleOf(item) : "";
    },
    [items, titleOf],
  );
  if (items.length === 0) return null;
  return (
    <SortableList
      ids={items.map((item) => item.id)}
      itemName={nameOf}
      onMove={(from, to) => edit((data) => moveItem(data, sectionKey, from, to))}
    >
      {items.map((item) => {
        const title = titleOf(item);
        const { subtitle } = itemTitle(dialogName, item);
        return (
          <SortableRow key={item.id} id={item.id} disabled={locked}>
            {(handle) => (
              <div
                className={cn(
                  "flex items-center gap-1 rounded-md border border-zinc-200 bg-white py-1 pe-1 ps-0.5 dark:border-zinc-800 dark:bg-zinc-900",
                  !item.visible && "opacity-60",
                )}
              >
                <DragHandle label={t("builderLeft.items.move", { item: title })} handle={handle} disabled={locked} />
                <button
                  type="button"
                  disabled={locked}
                  onClick={() => openItemDialog(sectionKey, "update", item.id)}
                  className="grid min-w-0 flex-1 rounded-sm px-1 py-0.5 text-start focus-visible:outline-2 focus-visible:outline-zinc-500 disabled:cursor-default"
                >
                  <span className="truncate text-sm font-medium">{title}</span>
                  {subtitle && <span className="truncate text-xs text-zinc-500 dark:text-zinc-400">{subtitle}</span>}
                </button>
                <ItemDifference list={itemListPath(sectionKey)} id={item.id} />
                {!item.visible && (
                  <EyeSlash size={16} className="shrink-0 text-zinc-500" role="img" aria-label={t("builderLeft.items.hidden")} />
                )}
                <ItemMenu sectionKey={sectionKey} item={item} title={title} disabled={locked} />
              </div>
            )}
          </SortableRow>
        );
      })}
    </SortableList>
  );
}

