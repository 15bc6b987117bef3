import { customAlphabet } from "nanoid";
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

const letters = "abcdefghijklmnopqrstuvwxyz";
const leadingLetter = customAlphabet(letters, 1);
const rest = customAlphabet(`0123456789${letters}`, 23);

/**
 * A fresh identifier in cuid2's shape (24 lowercase alphanumerics, leading letter), drawn from
 * the platform's cryptographic random source: ~124 random bits, so two ids collide only after
 * about 2^62 of them. The cuid2 package drew them through a SHA-3 hash and a big-number
 * library, ~11 KiB of gzip in the builder for no stronger guarantee; nanoid's alphabet
 * generator avoids modulo bias and is a few hundred bytes.
 */
export function createId(): Id {
  return `${leadingLetter()}${rest()}`;
}

/** A copy of `value` carrying a fresh id; used to turn a default item or an existing one into a new item. */
export function withNewId<T extends { id: string }>(value: T): T {
  return { ...value, id: createId() };
}
