import type { ReactNode } from "react";

/** The heading and lead of a landing section; `id` names the section for aria-labelledby. */
export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-zinc-600 text-pretty dark:text-zinc-400">{children}</p>}
    </div>
  );
}

/** Width and spacing every landing section shares. */
export const sectionClass = "mx-auto w-full max-w-6xl scroll-mt-16 px-4 py-16 sm:px-6 sm:py-20";
