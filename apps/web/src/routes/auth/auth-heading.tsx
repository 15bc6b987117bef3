import type { ReactNode } from "react";
import { PageTitle } from "@/ui/page-title";

/** Title and lead text of an auth screen. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="grid gap-2">
      <PageTitle title={title} />
      {children && <p className="text-sm text-zinc-600 dark:text-zinc-400">{children}</p>}
    </div>
  );
}

export const textLinkClass =
  "font-medium text-zinc-900 underline underline-offset-4 hover:text-zinc-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500 rounded-sm dark:text-zinc-100 dark:hover:text-zinc-300";
