import { type Url, limits } from "@vitae/schema";
import { type Control, Controller, type FieldError, type FieldErrors, type FieldValues, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Slider } from "@/ui/slider";
import { TextField } from "@/ui/text-field";
import { RichTextField } from "@/builder/rich-text/rich-text-field";
import { fieldMessage } from "@/builder/left/field-message";
import { LinkInput } from "@/builder/left/link-input";
import type { FieldKind, ItemField } from "./item-fields";
import { KeywordsInput } from "./keywords-input";
import { ProfileIconField } from "./profile-icon-field";

type ItemFieldInputProps = {
  field: ItemField;
  register: UseFormRegister<FieldValues>;
  control: Control<FieldValues>;
  errors: FieldErrors<FieldValues>;
  disabled: boolean;
  /** The keyword being typed, held by the form so that saving can add it. */
  pendingKeyword: string;
  onPendingKeywordChange: (text: string) => void;
};

/** Whether a field takes a whole row of the two-column form. */
export const isWideField = ({ kind }: ItemField) => kind !== "text";

/** One field of an item dialog, by kind; all but plain text are controlled inputs. */
export function ItemFieldInput({ field, register, control, errors, disabled, pendingKeyword, onPendingKeywordChange }: ItemFieldInputProps) {
  const { t } = useTranslation();
  const label = t(`builderLeft.fields.${field.name}`);
  const { name, kind } = field;
  if (kind === "text") {
    return (
      <TextField
        label={label}
        autoComplete="off"
        disabled={disabled}
        placeholder={name === "date" ? t("builderLeft.datePlaceholder") : undefined}
        error={fieldMessage(errors[name]?.message?.toString())}
        {...register(name)}
      />
    );
  }
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange }, fieldState }) => (
        <ControlledInput
          kind={kind}
          label={label}
          value={value}
          onChange={onChange}
          error={fieldState.error}
          disabled={disabled}
          pendingKeyword={pendingKeyword}
          onPendingKeywordChange={onPendingKeywordChange}
        />
      )}
    />
  );
}

type ControlledInputProps = Pick<ItemFieldInputProps, "disabled" | "pendingKeyword" | "onPendingKeywordChange"> & {
  kind: Exclude<FieldKind, "text">;
  label: string;
  // The form's values are untyped (one form serves every section); each kind knows its shape.
  value: unknown;
  onChange: (value: unknown) => void;
  error: FieldError | undefined;
};

function ControlledInput({ kind, label, value, onChange, error, disabled, pendingKeyword, onPendingKeywordChange }: ControlledInputProps) {
  const { t } = useTranslation();
  switch (kind) {
    case "url":
      return (
        <LinkInput
          legend={label}
          value={value as Url}
          onChange={onChange}
          disabled={disabled}
          // The href carries the problem; the label never fails.
          error={fieldMessage((error as { href?: FieldError } | undefined)?.href?.message)}
        />
      );
    case "summary":
      return (
        <div className="grid gap-1.5">
          {/* The editor is named by aria-label; this is the visible caption. */}
          <span className="text-sm font-medium leading-none">{label}</span>
          <RichTextField value={value as string} onChange={onChange} label={label} disabled={disabled} />
        </div>
      );
    case "keywords":
      return (
        <KeywordsInput
          label={label}
          value={value as string[]}
          onChange={onChange}
          pending={pendingKeyword}
          onPendingChange={onPendingKeywordChange}
          disabled={disabled}
        />
      );
    case "level":
      // Skill and language level, 0 to 5: 0 reads as "Hidden", otherwise the number.
      return (
        <Slider
          label={label}
          value={value as number}
          onValueChange={onChange}
          min={limits.levelMin}
          max={limits.levelMax}
          step={1}
          disabled={disabled}
          valueText={value === 0 ? t("builderLeft.level.hidden") : String(value)}
        />
      );
    case "icon":
      return <ProfileIconField value={value as string} onChange={onChange} disabled={disabled} />;
  }
}
