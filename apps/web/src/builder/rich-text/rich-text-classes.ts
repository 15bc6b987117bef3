import { cn } from "@/ui/cn";

// Shared by the live editor and its static stand-in (rich-text-field.tsx), which must look
// the same so that handing over moves nothing on screen.

/** The field's frame: the toolbar above the text. */
export function richTextFrameClass(disabled: boolean): string {
  return cn(
    "overflow-hidden rounded-md border border-zinc-300 bg-white text-zinc-900 shadow-xs",
    "focus-within:border-zinc-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100",
    disabled && "opacity-60",
  );
}

export const richTextToolbarClass = "flex flex-wrap items-center gap-0.5 border-b border-zinc-200 p-1 dark:border-zinc-700";

// Tailwind's reset strips lists and marks of their look; the field shows them as the resume will.
// Spaces are kept as typed (the editor's own stylesheet does the same): without it, a browser
// editing the stand-in natively writes a space at the end of a line as a no-break space, which
// the editor would then take over and save.
export const richTextContentClass = cn(
  "min-h-[160px] max-h-[200px] overflow-y-auto px-3 py-2 text-sm outline-none whitespace-pre-wrap break-words",
  "[&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_a]:text-blue-700 [&_a]:underline",
  "[&_mark]:bg-yellow-200 [&_code]:rounded [&_code]:bg-zinc-100 [&_code]:px-1 [&_code]:font-mono [&_img]:max-w-full",
  "[&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_blockquote]:border-l-2 [&_blockquote]:pl-3",
  "dark:[&_a]:text-blue-300 dark:[&_code]:bg-zinc-800 dark:[&_mark]:bg-yellow-700 dark:[&_mark]:text-white",
);
