import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ArrowCounterClockwise } from "@phosphor-icons/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { menuItemClass } from "@/ui/menu";
import type { ItemSectionKey } from "@/builder/store/section-operations";
import { useResetToMaster } from "./use-variant";
import { useItemStatus } from "./variant-marks";
import { itemListPath } from "./section-paths";

export type VariantItemEntriesProps = {
  sectionKey: ItemSectionKey;
  id: string;
  /** The menu's delete entry, offered for an item only the variant has. */
  deleteEntry: ReactNode;
};

/**
 * An item's entries in a variant: back to the master's item when the variant changed or hid
 * it; delete only for an item of the variant's own (the master owns its items: a variant hides them).
 */
export function VariantItemEntriesOf({ sectionKey, id, deleteEntry }: VariantItemEntriesProps) {
  const { t } = useTranslation();
  const list = itemListPath(sectionKey);
  const status = useItemStatus(list, id);
  const reset = useResetToMaster();
  if (status === "added") return deleteEntry;
  if (status !== "changed" && status !== "hidden") return null;
  return (
    <DropdownMenu.Item className={menuItemClass} onSelect={() => void reset([{ kind: "item", list, id }])}>
      <ArrowCounterClockwise size={16} aria-hidden />
      {t("variants.mark.useMasterItem")}
    </DropdownMenu.Item>
  );
}
