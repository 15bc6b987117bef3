import { z } from "zod";

/**
 * Where sections sit: pages, each a list of columns (main, then sidebar), each an ordered
 * list of section keys ("summary", "custom.{id}", ...).
 *
 * The builder always writes two columns per page (`limits.layoutColumnsPerPage`), but the
 * column count is not enforced here: Reactive Resume v4 stored plain nested arrays and its
 * exports must validate unchanged.
 */
export const layoutSchema = z.array(z.array(z.array(z.string()))).min(1);

export type Layout = z.infer<typeof layoutSchema>;

export const defaultLayout: Layout = [
  [
    ["profiles", "summary", "experience", "education", "projects", "volunteer", "references"],
    ["skills", "interests", "certifications", "awards", "publications", "languages"],
  ],
];

/** A deep copy of the default layout, safe to mutate. */
export function createDefaultLayout(): Layout {
  return defaultLayout.map((page) => page.map((column) => [...column]));
}
