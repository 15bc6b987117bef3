import { type User, userSchema } from "@vitae/schema";

/**
 * The /user/me body as a `User` (ISO date strings coerced to Dates). A module of its own
 * so `fetchCurrentUser` can load it, and zod with it, only when someone is signed in:
 * the entry and the landing page stay free of zod for anonymous visitors.
 */
export function parseUser(body: unknown): User {
  return userSchema.parse(body);
}
