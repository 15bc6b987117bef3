import { isCustomSectionKey, itemFormFields } from "@vitae/schema";
import { Dialog } from "@/ui/dialog";
import { type OpenDialog, type SectionDialogName, useDialogStore } from "@/ui/dialog-store";
import { useBuilderStore } from "@/builder/store/builder-store";
import { type ItemSectionKey, findSection, sectionItems } from "@/builder/store/section-operations";
import { lazy, Suspense } from "react";
import { DeleteItemStep } from "./delete-item-step";

// The item form and its form library load when a dialog first opens, not with the builder.
const ItemFormStep = lazy(async () => ({ default: (await import("./item-form-step")).ItemFormStep }));

const isSectionDialog = (dialog: OpenDialog | null): dialog is OpenDialog & { name: SectionDialogName } =>
  dialog !== null && Object.hasOwn(itemFormFields, dialog.name);

/** The section an item dialog works in: named by the dialog for built-ins, carried along for custom ones. */
function sectionKeyOf(dialog: OpenDialog & { name: SectionDialogName }): ItemSectionKey | undefined {
  if (dialog.name !== "custom") return dialog.name;
  return dialog.section && isCustomSectionKey(dialog.section) ? dialog.section : undefined;
}

/**
 * The item dialogs of the left panel: one per section, in the modes create,
 * update, duplicate and delete. Like every dialog it shows while the dialog store names it,
 * so only one is ever open; it closes after each action.
 */
export function SectionDialog() {
  const dialog = useDialogStore((state) => (isSectionDialog(state.dialog) ? state.dialog : null));
  const close = useDialogStore((state) => state.close);
  const key = dialog ? sectionKeyOf(dialog) : undefined;
  // Only the dialog's section and item, not the whole resume: typing anywhere else in the
  // builder must not re-render the (usually closed) dialog.
  const section = useBuilderStore((state) => (state.data && key ? findSection(state.data, key) : undefined));
  const item = useBuilderStore((state) =>
    state.data && key && dialog?.id ? sectionItems(state.data, key).find((candidate) => candidate.id === dialog.id) : undefined,
  );
  // Every mode but create works on an item; when it is gone (undo, another dialog) there is nothing to show.
  const ready = dialog !== null && key !== undefined && section !== undefined && (dialog.mode === "create" || item !== undefined);
  return (
    <Dialog open={ready} onOpenChange={(open) => !open && close()}>
      {/* Nothing shows for the moment the form's code takes to arrive: the dialog opens with it. */}
      <Suspense fallback={null}>
        {ready &&
          (dialog.mode === "delete" ? (
            item && <DeleteItemStep dialogName={dialog.name} sectionKey={key} sectionName={section.name} item={item} />
          ) : (
            // A new key per mode and item: switching starts from fresh values.
            <ItemFormStep
              key={`${dialog.mode}:${key}:${item?.id ?? ""}`}
              dialogName={dialog.name}
              mode={dialog.mode}
              sectionKey={key}
              sectionName={section.name}
              item={item}
            />
          ))}
      </Suspense>
    </Dialog>
  );
}
