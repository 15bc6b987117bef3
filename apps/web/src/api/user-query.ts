import { queryOptions } from "@tanstack/react-query";
import type { User } from "@vitae/schema";
import { ApiError, api } from "./client";

/** Cache key of the current user; clearing it signs the UI out. */
export const userQueryKey = ["user"] as const;

/**
 * GET /user/me, where "not signed in" is an answer (null), not an error. A body is
 * parsed with the schema's `userSchema`, so `createdAt`/`updatedAt` are Dates rather than
 * the JSON strings; a body that is not a valid user rejects (a ZodError).
 */
export async function fetchCurrentUser(): Promise<User | null> {
  let body: unknown;
  try {
    // No redirect on a failed refresh: this call is how we learn nobody is signed in.
    body = await api.get<unknown>("/user/me", { redirectOnExpiry: false });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
  // Loaded on demand: the parser pulls in zod, which the entry chunk (and an anonymous
  // visitor on the landing page) should not pay for.
  const { parseUser } = await import("./parse-user");
  return parseUser(body);
}

export const userQuery = queryOptions({ queryKey: userQueryKey, queryFn: fetchCurrentUser });
