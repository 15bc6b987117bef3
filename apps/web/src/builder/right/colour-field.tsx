import { useState } from "react";
import { HexColorPicker } from "react-colorful";
import { useTranslation } from "react-i18next";
import { Popover, PopoverContent, PopoverTrigger } from "@/ui/popover";
import { TextField } from "@/ui/text-field";

/**
 * A hex colour as the theme stores it: #rrggbb. The short #rgb form is refused on purpose: typing
 * "#fafafa" would otherwise apply "#faf" on the way.
 */
export function isHexColour(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

type ColourFieldProps = {
  label: string;
  value: string;
  onChange: (colour: string) => void;
  disabled?: boolean;
};

/**
 * A theme colour: a swatch opening a colour picker, and the hex code to type. A code that is
 * not a hex colour shows an error and is not applied. The picker applies its colour when the
 * pointer or arrow key is released (or it closes), so dragging across it is one undo step, not fifty.
 */
export function ColourField({ label, value, onChange, disabled }: ColourFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [picked, setPicked] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // Changed elsewhere (a preset, undo): show the new colour.
    setSeen(value);
    setText(value);
    setPicked(value);
  }
  const apply = (colour: string) => {
    if (colour !== value && isHexColour(colour)) onChange(colour);
  };
  const valid = isHexColour(text.trim());
  return (
    <div className="flex items-start gap-2">
      <Popover onOpenChange={(open) => !open && apply(picked)}>
        <PopoverTrigger
          aria-label={t("builderRight.theme.pick", { name: label })}
          disabled={disabled}
          className="mt-6 size-9 shrink-0 rounded-md border border-zinc-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500 disabled:opacity-60 dark:border-zinc-700"
          style={{ background: isHexColour(value) ? value : undefined }}
        />
        <PopoverContent className="w-auto p-3">
          <HexColorPicker color={picked} onChange={setPicked} onChangeEnd={apply} />
        </PopoverContent>
      </Popover>
      <TextField
        className="min-w-0 flex-1"
        label={label}
        value={text}
        disabled={disabled}
        spellCheck={false}
        autoComplete="off"
        error={valid ? undefined : t("builderRight.theme.invalidHex")}
        onChange={(event) => {
          setText(event.target.value);
          apply(event.target.value.trim());
        }}
      />
    </div>
  );
}
