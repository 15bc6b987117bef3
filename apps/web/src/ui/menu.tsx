import { cn } from "./cn";

/*
 * Shared look of the Radix dropdown and context menus. The primitives stay Radix's own
 * (keyboard navigation, typeahead, focus return); only the classes are common.
 */
export const menuContentClass = cn(
  "z-50 min-w-48 rounded-md border border-zinc-200 bg-white p-1 text-zinc-900 shadow-md",
  "dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100",
);

export const menuItemClass = cn(
  "flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none",
  "data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800",
  "data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
);

export const menuDangerItemClass = cn(
  menuItemClass,
  "text-red-700 data-[highlighted]:bg-red-50 dark:text-red-400 dark:data-[highlighted]:bg-red-950/60",
);

export const menuSeparatorClass = "my-1 h-px bg-zinc-200 dark:bg-zinc-700";

/** The keyboard shortcut shown at the end of a menu item; decorative (the item says it with aria-keyshortcuts). */
export function MenuShortcut({ children }: { children: string }) {
  return (
    <kbd aria-hidden className="ms-auto ps-4 font-sans text-xs text-zinc-600 dark:text-zinc-400">
      {children}
    </kbd>
  );
}
