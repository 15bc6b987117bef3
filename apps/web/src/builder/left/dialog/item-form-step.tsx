import { mergeKeywords } from "@vitae/schema";
import { type FormEvent, useState } from "react";
import { type FieldValues, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { schemaResolver } from "@/forms/schema-resolver";
import { Button } from "@/ui/button";
import { cn } from "@/ui/cn";
import { DialogContent, DialogFooter } from "@/ui/dialog";
import { returnFocusToOpener } from "./return-focus";
import { type DialogMode, type SectionDialogName, useDialogStore } from "@/ui/dialog-store";
import { SubmitButton } from "@/ui/submit-button";
import { useBuilderStore } from "@/builder/store/builder-store";
import { type AnyItem, type ItemSectionKey, createItem, updateItem } from "@/builder/store/section-operations";
import { fieldAttribute } from "@/builder/left/field-attribute";
import { useResumeLocked } from "@/builder/left/use-resume-locked";
import { useMasterId } from "@/builder/variant/use-master-id";
import { DialogFieldMark } from "@/builder/variant/variant-gates";
import { itemListPath } from "@/builder/variant/section-paths";
import { ItemFieldInput, isWideField } from "./item-field-input";
import { itemFieldsOf, itemSchemaOf, newItem } from "./item-fields";

type ItemFormStepProps = {
  dialogName: SectionDialogName;
  mode: Exclude<DialogMode, "delete">;
  sectionKey: ItemSectionKey;
  sectionName: string;
  /** The item to update or duplicate; absent when creating. */
  item: AnyItem | undefined;
};

/**
 * Create, update or duplicate an item with the form of its section,
 * checked with the item's schema: create and duplicate append an item with a new id,
 * update replaces the item with the same id; the dialog closes after either.
 */
export function ItemFormStep({ dialogName, mode, sectionKey, sectionName, item }: ItemFormStepProps) {
  const { t } = useTranslation();
  const close = useDialogStore((state) => state.close);
  const edit = useBuilderStore((state) => state.edit);
  const locked = useResumeLocked();
  const [resolver] = useState(() => schemaResolver<FieldValues, AnyItem>(itemSchemaOf(dialogName)));
  const [defaultValues] = useState<FieldValues>(() => structuredClone(item ?? newItem(dialogName)));
  const { register, control, handleSubmit, getValues, setValue, formState } = useForm<FieldValues, unknown, AnyItem>({
    resolver,
    defaultValues,
    mode: "onTouched",
  });
  const [pendingKeyword, setPendingKeyword] = useState("");
  const fields = itemFieldsOf(dialogName);
  // In a variant, an update shows which fields differ from the master's copy of the item.
  const marksFor = useMasterId() !== null && mode === "update" ? item?.id : undefined;

  const save = handleSubmit((values) => {
    edit((data) => {
      if (mode === "update") updateItem(data, sectionKey, values);
      else createItem(data, sectionKey, values);
    });
    close();
  });

  const onSubmit = (event: FormEvent) => {
    // A keyword still being typed belongs to the item: saving must not drop it.
    if (pendingKeyword.trim() !== "") {
      setValue("keywords", mergeKeywords(getValues("keywords") as string[], pendingKeyword));
      setPendingKeyword("");
    }
    void save(event);
  };

  const titles = {
    create: t("builderLeft.dialog.createTitle", { section: sectionName }),
    update: t("builderLeft.dialog.updateTitle", { section: sectionName }),
    duplicate: t("builderLeft.dialog.duplicateTitle", { section: sectionName }),
  } as const;
  const submitLabels = {
    create: t("builderLeft.dialog.create"),
    update: t("common.saveChanges"),
    duplicate: t("builderLeft.dialog.duplicate"),
  } as const;

  return (
    <DialogContent title={titles[mode]} className="max-w-2xl" onCloseAutoFocus={returnFocusToOpener}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((field) => (
            <div key={field.name} className={cn(isWideField(field) && "sm:col-span-2")} {...{ [fieldAttribute]: field.name }}>
              <ItemFieldInput
                field={field}
                register={register}
                control={control}
                errors={formState.errors}
                disabled={locked}
                pendingKeyword={pendingKeyword}
                onPendingKeywordChange={setPendingKeyword}
              />
              {marksFor !== undefined && (
                <DialogFieldMark
                  list={itemListPath(sectionKey)}
                  id={marksFor}
                  name={field.name}
                  label={t(`builderLeft.fields.${field.name}`)}
                  control={control}
                  setValue={setValue}
                />
              )}
            </div>
          ))}
        </div>
        <DialogFooter>
          <Button variant="ghost" onClick={close}>
            {t("common.cancel")}
          </Button>
          <SubmitButton pending={false} disabled={locked}>
            {submitLabels[mode]}
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
