/** The look of a text field without its height, which a multi-line field sets itself. */
export const fieldLookClass = [
  "min-w-0 rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs",
  "placeholder:text-zinc-400 focus-visible:border-zinc-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-zinc-500",
  "disabled:cursor-not-allowed disabled:opacity-60",
  "aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500",
  "dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500 dark:aria-invalid:border-red-400",
].join(" ");

/**
 * The look of every text field and select, in a module of its own so the landing page's
 * language select can use it without the rest of ui/input.tsx. Without a width: the inputs
 * add `w-full`, the compact language select its own.
 */
export const inputBaseClass = `h-9 ${fieldLookClass}`;

/** A full-width field. */
export const inputClass = `${inputBaseClass} w-full`;
