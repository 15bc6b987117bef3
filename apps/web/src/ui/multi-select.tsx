import { CaretUpDown } from "@phosphor-icons/react";
import { useId } from "react";
import { cn } from "./cn";
import { inputClass } from "./input";
import { Label } from "./label";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

export type MultiSelectOption = { value: string; label: string };

export type MultiSelectProps = {
  /** Visible label; also names the trigger and the list of choices. */
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Whether every item may be removed; when not, the last selected item cannot be unchecked. */
  clearable?: boolean;
  disabled?: boolean;
  className?: string;
};

/**
 * Several choices from a list: a button showing the selection opens a popover of checkboxes
 * (Tab and Space, as any checkbox). The new value keeps the options' order; selected values
 * that are not among the options are kept at the end.
 */
export function MultiSelect({ label, options, value, onChange, clearable = false, disabled, className }: MultiSelectProps) {
  const id = useId();
  const selected = new Set(value);
  const labelOf = (item: string) => options.find((option) => option.value === item)?.label ?? item;
  const toggle = (item: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(item);
    else next.delete(item);
    if (next.size === 0 && !clearable) return;
    const known = options.map((option) => option.value);
    onChange([...known.filter((option) => next.has(option)), ...[...next].filter((item) => !known.includes(item))]);
  };
  const lastOne = !clearable && selected.size === 1;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label id={`${id}-label`}>{label}</Label>
      <Popover>
        <PopoverTrigger
          id={`${id}-trigger`}
          aria-labelledby={`${id}-label ${id}-trigger`}
          disabled={disabled}
          className={cn(inputClass, "flex h-auto min-h-9 items-center justify-between gap-2 py-1.5 text-start")}
        >
          <span className="min-w-0 truncate">{value.map(labelOf).join(", ")}</span>
          <CaretUpDown size={16} aria-hidden className="shrink-0 opacity-60" />
        </PopoverTrigger>
        <PopoverContent className="max-h-72 w-(--radix-popover-trigger-width) min-w-48 overflow-y-auto p-1">
          <fieldset>
            <legend className="sr-only">{label}</legend>
            {options.map((option) => {
              const checked = selected.has(option.value);
              return (
                <label
                  key={option.value}
                  className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-zinc-100 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:hover:bg-zinc-800"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-zinc-900 dark:accent-zinc-100"
                    checked={checked}
                    disabled={checked && lastOne}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                  {option.label}
                </label>
              );
            })}
          </fieldset>
        </PopoverContent>
      </Popover>
    </div>
  );
}
