import { Trash } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { DialogContent, DialogFooter } from "@/ui/dialog";
import { returnFocusToOpener } from "./return-focus";
import { type SectionDialogName, useDialogStore } from "@/ui/dialog-store";
import { useBuilderStore } from "@/builder/store/builder-store";
import { type AnyItem, type ItemSectionKey, deleteItem } from "@/builder/store/section-operations";
import { itemTitle } from "@/builder/left/items/item-title";
import { useResumeLocked } from "@/builder/left/use-resume-locked";

type DeleteItemStepProps = {
  dialogName: SectionDialogName;
  sectionKey: ItemSectionKey;
  sectionName: string;
  item: AnyItem;
};

/** Delete mode: confirm, then the item is removed (undo brings it back). */
export function DeleteItemStep({ dialogName, sectionKey, sectionName, item }: DeleteItemStepProps) {
  const { t } = useTranslation();
  const close = useDialogStore((state) => state.close);
  const edit = useBuilderStore((state) => state.edit);
  const locked = useResumeLocked();
  const { title } = itemTitle(dialogName, item);

  const confirm = () => {
    edit((data) => deleteItem(data, sectionKey, item.id));
    close();
  };

  return (
    <DialogContent
      onCloseAutoFocus={returnFocusToOpener}
      title={t("builderLeft.dialog.deleteTitle")}
      description={t("builderLeft.dialog.deleteDescription", {
        item: title || t("builderLeft.items.untitled"),
        section: sectionName,
      })}
    >
      <DialogFooter>
        <Button variant="ghost" onClick={close}>
          {t("common.cancel")}
        </Button>
        <Button variant="danger" disabled={locked} onClick={confirm}>
          <Trash size={16} aria-hidden />
          {t("builderLeft.dialog.delete")}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
