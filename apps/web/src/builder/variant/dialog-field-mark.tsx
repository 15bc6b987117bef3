import { ArrowCounterClockwise } from "@phosphor-icons/react";
import { jsonEqual } from "@vitae/schema";
import { type Control, type FieldValues, type UseFormSetValue, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { useMaster } from "./use-variant";
import { DifferenceBadge } from "./variant-marks";
import { valueAtPath } from "./variant-paths";

/** The master's copy of an item of the open variant; undefined outside variants and for items only the variant has. */
export function useMasterItem(list: readonly string[], id: string | undefined): Record<string, unknown> | undefined {
  const master = useMaster()?.data;
  if (!master || id === undefined) return undefined;
  const item = valueAtPath(master, [...list, id]);
  return typeof item === "object" && item !== null ? (item as Record<string, unknown>) : undefined;
}

export type DialogFieldMarkProps = {
  /** The item the dialog edits: its list and id. */
  list: readonly string[];
  id: string;
  name: string;
  label: string;
  control: Control<FieldValues>;
  setValue: UseFormSetValue<FieldValues>;
};

/**
 * In an item dialog of a variant: marks a field whose value (as typed, before saving) differs
 * from the master's, and puts the master's value back into the form; saving the dialog then
 * makes the field follow the master again.
 */
export function DialogFieldMark({ list, id, name, label, control, setValue }: DialogFieldMarkProps) {
  const { t } = useTranslation();
  const value: unknown = useWatch({ control, name });
  const masterValue = useMasterItem(list, id)?.[name];
  if (masterValue === undefined || jsonEqual(value, masterValue)) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2" data-testid="variant-field-mark">
      <DifferenceBadge status="changed" />
      <Button
        variant="ghost"
        size="sm"
        aria-label={t("variants.mark.useMasterFor", { field: label })}
        onClick={() => setValue(name, structuredClone(masterValue), { shouldDirty: true, shouldValidate: true })}
      >
        <ArrowCounterClockwise size={14} aria-hidden />
        {t("variants.mark.useMaster")}
      </Button>
    </span>
  );
}
