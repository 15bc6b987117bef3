import { CaretUpDown, Check } from "@phosphor-icons/react";
import type { FontCatalogueEntry } from "@vitae/schema";
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../ui/cn";
import { inputClass } from "../../ui/input";
import { Label } from "../../ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "../../ui/popover";
import { searchFamilies } from "./font-catalogue";

/** How many matches the list shows at once; typing narrows the rest down. */
const shownMatches = 50;

type FontFamilyPickerProps = {
  catalogue: readonly FontCatalogueEntry[];
  value: string;
  onChange: (family: string) => void;
  disabled?: boolean;
};

/**
 * The font family: a button opening a searchable list of the catalogue (a combobox: type to
 * filter, arrow keys to move, Enter to choose, Escape to close).
 */
export function FontFamilyPicker({ catalogue, value, onChange, disabled }: FontFamilyPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const matches = useMemo(() => searchFamilies(catalogue, query), [catalogue, query]);
  const shown = matches.slice(0, shownMatches);
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setQuery("");
    const current = catalogue.findIndex((entry) => entry.family === value);
    setActive(current >= 0 && current < shownMatches ? current : 0);
  };

  const choose = (family: string | undefined) => {
    if (family === undefined) return;
    setOpen(false);
    if (family !== value) onChange(family);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = { ArrowDown: Math.min(last, active + 1), ArrowUp: Math.max(0, active - 1), Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(0, moves[event.key] ?? 0));
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(shown[active]?.family);
    }
  };

  return (
    <div className="grid gap-1.5">
      <Label id={`${id}-label`}>{t("builderRight.typography.family")}</Label>
      <Popover open={open} onOpenChange={openChange}>
        <PopoverTrigger
          id={`${id}-trigger`}
          aria-labelledby={`${id}-label ${id}-trigger`}
          aria-haspopup="listbox"
          disabled={disabled}
          className={cn(inputClass, "flex items-center justify-between gap-2 text-left")}
        >
          <span className="min-w-0 truncate">{value}</span>
          <CaretUpDown size={16} aria-hidden className="shrink-0 opacity-60" />
        </PopoverTrigger>
        <PopoverContent className="grid w-(--radix-popover-trigger-width) min-w-60 gap-1 p-1.5">
          <input
            role="combobox"
            aria-expanded
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown[active] ? optionId(active) : undefined}
            aria-label={t("builderRight.typography.searchFonts")}
            placeholder={t("builderRight.typography.searchFonts")}
            className={inputClass}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" aria-label={t("builderRight.typography.family")} className="max-h-64 overflow-y-auto">
            {shown.map((entry, index) => (
              <li
                key={entry.family}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keep focus in the search field; the click still chooses.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(entry.family)}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm",
                  index === active && "bg-zinc-100 dark:bg-zinc-800",
                )}
              >
                <Check size={14} aria-hidden className={cn("shrink-0", entry.family !== value && "invisible")} />
                <span className="min-w-0 flex-1 truncate">{entry.family}</span>
                <span className="text-xs text-zinc-500 dark:text-zinc-400">{t(`builderRight.typography.categories.${entry.category}`)}</span>
              </li>
            ))}
          </ul>
          {matches.length === 0 && <p className="px-2 py-1.5 text-sm text-zinc-500">{t("builderRight.typography.noFonts")}</p>}
          {matches.length > shown.length && (
            <p className="px-2 py-1.5 text-xs text-zinc-500">{t("builderRight.typography.moreFonts", { count: matches.length - shown.length })}</p>
          )}
        </PopoverContent>
      </Popover>
    </div>
  );
}
