import type { Url } from "@vitae/schema";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "@/ui/text-field";

/** Props of a text field that takes a web address. */
export const urlFieldProps = { type: "url", inputMode: "url", placeholder: "https://", autoComplete: "off" } as const;

type LinkInputProps = {
  /** Names the pair, e.g. "Website". */
  legend: string;
  value: Url;
  onChange: (url: Url) => void;
  /** The hint for an invalid address, shown under it. */
  error?: string | undefined;
  disabled?: boolean;
};

/** A link: the address and the optional text shown instead of it. */
export function LinkInput({ legend, value, onChange, error, disabled }: LinkInputProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <TextField
        id={`${id}-href`}
        label={t("builderLeft.link.href")}
        {...urlFieldProps}
        value={value.href}
        disabled={disabled}
        error={error}
        onChange={(event) => onChange({ ...value, href: event.target.value })}
      />
      <TextField
        id={`${id}-label`}
        label={t("builderLeft.link.label")}
        autoComplete="off"
        value={value.label}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, label: event.target.value })}
      />
    </fieldset>
  );
}
