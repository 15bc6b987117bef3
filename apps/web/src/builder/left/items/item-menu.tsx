import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Copy, DotsThreeVertical, Eye, EyeSlash, PencilSimple, Trash } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { menuContentClass, menuDangerItemClass, menuItemClass, menuSeparatorClass } from "@/ui/menu";
import { useBuilderStore } from "@/builder/store/builder-store";
import { type AnyItem, type ItemSectionKey, toggleItemVisibility } from "@/builder/store/section-operations";
import { openItemDialog } from "@/builder/left/dialog/open-item-dialog";
import { useMasterId } from "@/builder/variant/use-master-id";
import { VariantItemEntries } from "@/builder/variant/variant-gates";

type ItemMenuProps = { sectionKey: ItemSectionKey; item: AnyItem; title: string; disabled: boolean };

/** An item's actions: edit, duplicate and delete through the section's dialog, and show/hide at once. */
export function ItemMenu({ sectionKey, item, title, disabled }: ItemMenuProps) {
  const { t } = useTranslation();
  const edit = useBuilderStore((state) => state.edit);
  const inVariant = useMasterId() !== null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="iconSm" className="shrink-0" disabled={disabled} aria-label={t("builderLeft.items.actions", { item: title })}>
          <DotsThreeVertical size={18} weight="bold" aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" className={menuContentClass}>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => openItemDialog(sectionKey, "update", item.id)}>
            <PencilSimple size={16} aria-hidden />
            {t("builderLeft.items.edit")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => openItemDialog(sectionKey, "duplicate", item.id)}>
            <Copy size={16} aria-hidden />
            {t("builderLeft.items.duplicate")}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={menuItemClass}
            onSelect={() => edit((data) => toggleItemVisibility(data, sectionKey, item.id))}
          >
            {item.visible ? <EyeSlash size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
            {item.visible ? t("builderLeft.items.hide") : t("builderLeft.items.show")}
          </DropdownMenu.Item>
          {inVariant ? (
            <VariantItemEntries sectionKey={sectionKey} id={item.id} deleteEntry={<DeleteEntry sectionKey={sectionKey} id={item.id} />} />
          ) : (
            <DeleteEntry sectionKey={sectionKey} id={item.id} />
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function DeleteEntry({ sectionKey, id }: { sectionKey: ItemSectionKey; id: string }) {
  const { t } = useTranslation();
  return (
    <>
      <DropdownMenu.Separator className={menuSeparatorClass} />
      <DropdownMenu.Item className={menuDangerItemClass} onSelect={() => openItemDialog(sectionKey, "delete", id)}>
        <Trash size={16} aria-hidden />
        {t("builderLeft.items.delete")}
      </DropdownMenu.Item>
    </>
  );
}
