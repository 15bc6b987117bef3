import { createId as createCuid2 } from "@paralleldrive/cuid2";
import { z } from "zod";

/**
 * Identifier of items, custom sections, users and resumes.
 *
 * The check is zod's cuid2 pattern (lowercase letters and digits) rather than a stricter
 * "starts with a letter, 24 chars" rule: Reactive Resume v4 validated with the same
 * pattern, so every id in one of its exports is accepted unchanged.
 */
export const idSchema = z.cuid2();

export type Id = z.infer<typeof idSchema>;

/** A fresh collision-resistant cuid2 identifier (24 lowercase alphanumerics, leading letter). */
export function createId(): Id {
  return createCuid2();
}

/** A copy of `value` carrying a fresh id; used to turn a default item or an existing one into a new item. */
export function withNewId<T extends { id: string }>(value: T): T {
  return { ...value, id: createId() };
}
