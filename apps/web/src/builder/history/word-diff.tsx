import type { VersionComparison } from "@vitae/schema";

/** One run of words: kept, inserted (`added`) or deleted (`removed`). */
export type WordPart = VersionComparison["sections"][number]["fields"][number]["parts"][number];

/** Words kept, inserted (underlined, green) and deleted (struck through, red), in reading order. */
export function WordDiff({ parts }: { parts: readonly WordPart[] }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index} className="bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50">
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} className="bg-red-100 text-red-950 dark:bg-red-900 dark:text-red-50">
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}
