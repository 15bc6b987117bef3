import { limits, reservedUsernames } from "@vitae/schema";

/** A handle turned into a valid username: lowercase, only [a-z0-9._-], long enough. */
export function baseUsername(handle: string): string {
  const cleaned = handle
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "")
    // Leaves room for a numeric suffix within the maximum length.
    .slice(0, limits.usernameMaxLength - 10);
  // "admin" or "api" on GitHub is a person; here it is an address of the app.
  if (reservedUsernames.has(cleaned)) return `${cleaned}-user`;
  if (cleaned.length >= limits.usernameMinLength) return cleaned;
  return cleaned ? `${cleaned}-user` : "user";
}

/** `base` if free, else `base1`, `base2`, … — the first one not in `taken`. */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 1; ; suffix++) {
    const candidate = `${base}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
