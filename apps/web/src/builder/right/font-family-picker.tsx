import { CaretUpDown, Check } from "@phosphor-icons/react";
import { type KeyboardEvent, type UIEvent, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { cn } from "@/ui/cn";
import { inputClass } from "@/ui/input";
import { Label } from "@/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/ui/popover";
import { searchFamilies, useFontCatalogue } from "./font-catalogue";

/*
 * The list shows ~1900 families, so only the rows in view are rendered: each row has a fixed
 * height and sits at its offset in a box as tall as the whole list.
 */
const rowHeight = 32;
/** The list's visible height (max-h-64). */
const viewportHeight = 256;
/** Rows rendered beyond the visible ones on each side, so a fast scroll shows no gap. */
const overscan = 4;
const pageRows = Math.floor(viewportHeight / rowHeight);

/** The rows to render for a scroll position: those in view and `overscan` on each side. */
export function visibleRows(scrollTop: number, count: number): { first: number; last: number } {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan - 1);
  return { first, last };
}

/** The scroll position that brings row `index` into view, moving as little as possible. */
export function scrollToRow(scrollTop: number, index: number): number {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewportHeight) return top + rowHeight - viewportHeight;
  return scrollTop;
}

type FontFamilyPickerProps = {
  value: string;
  onChange: (family: string) => void;
  disabled?: boolean;
};

/**
 * The font family: a button opening a searchable list of the catalogue, quick fonts first (a
 * combobox: type to filter, arrow keys, Page Up/Down, Home and End to move, Enter to choose,
 * Escape to close). Opening it fetches the whole catalogue; the quick fonts are there at once.
 */
export function FontFamilyPicker({ value, onChange, disabled }: FontFamilyPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  const { families, status, retry } = useFontCatalogue(open);
  const matches = useMemo(() => searchFamilies(families, query), [families, query]);
  const optionId = (index: number) => `${listId}-${index}`;
  const { first, last } = visibleRows(scrollTop, matches.length);

  const moveTo = (index: number) => {
    setActive(index);
    setScrollTop((current) => scrollToRow(current, index));
  };

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setQuery("");
    const current = Math.max(0, families.findIndex((entry) => entry.family === value));
    setActive(current);
    // The current family in the middle of the list.
    setScrollTop(Math.max(0, current * rowHeight - (viewportHeight - rowHeight) / 2));
  };

  const choose = (family: string | undefined) => {
    if (family === undefined) return;
    setOpen(false);
    if (family !== value) onChange(family);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const lastIndex = matches.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + pageRows,
      PageUp: active - pageRows,
      Home: 0,
      End: lastIndex,
    };
    if (event.key in moves) {
      event.preventDefault();
      if (lastIndex >= 0) moveTo(Math.min(lastIndex, Math.max(0, moves[event.key] ?? 0)));
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(matches[active]?.family);
    }
  };

  const rows = [];
  for (let index = first; index <= last; index++) {
    const entry = matches[index];
    if (!entry) continue;
    rows.push(
      <li
        key={entry.family}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        aria-setsize={matches.length}
        aria-posinset={index + 1}
        // Keep focus in the search field; the click still chooses.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => index !== active && setActive(index)}
        onClick={() => choose(entry.family)}
        style={{ top: index * rowHeight, height: rowHeight }}
        className={cn(
          "absolute inset-x-0 flex cursor-pointer items-center gap-2 rounded-sm px-2 text-sm",
          index === active && "bg-zinc-100 dark:bg-zinc-800",
        )}
      >
        <Check size={14} aria-hidden className={cn("shrink-0", entry.family !== value && "invisible")} />
        <span className="min-w-0 flex-1 truncate">{entry.family}</span>
        <span className="text-xs text-zinc-500 dark:text-zinc-400">{t(`builderRight.typography.categories.${entry.category}`)}</span>
      </li>,
    );
  }

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
            aria-activedescendant={matches[active] ? optionId(active) : undefined}
            aria-label={t("builderRight.typography.searchFonts")}
            placeholder={t("builderRight.typography.searchFonts")}
            className={inputClass}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setScrollTop(0);
            }}
            onKeyDown={onKeyDown}
          />
          <div
            ref={(element) => {
              // The list follows the position kept here (opening, keys); scrolling updates it.
              if (element && Math.abs(element.scrollTop - scrollTop) >= 1) element.scrollTop = scrollTop;
            }}
            onScroll={(event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)}
            className="max-h-64 overflow-y-auto"
          >
            <ul
              id={listId}
              role="listbox"
              aria-label={t("builderRight.typography.family")}
              className="relative"
              style={{ height: matches.length * rowHeight }}
            >
              {rows}
            </ul>
          </div>
          {status === "loading" && <p className="px-2 py-1.5 text-sm text-zinc-600 dark:text-zinc-400">{t("common.loading")}</p>}
          {status === "failed" && (
            <Button variant="ghost" size="sm" className="justify-self-start" onClick={retry}>
              {t("common.retry")}
            </Button>
          )}
          {matches.length === 0 && status !== "loading" && <p className="px-2 py-1.5 text-sm text-zinc-600 dark:text-zinc-400">{t("builderRight.typography.noFonts")}</p>}
        </PopoverContent>
      </Popover>
    </div>
  );
}
