import type { User } from "@vitae/schema";
import type { users } from "../db/schema";

export type UserRow = typeof users.$inferSelect;

/**
 * The only way a user leaves the server. Fields are picked one by one, so a column
 * added to `users` later stays private until someone decides to show it; secrets live
 * in another table and never pass through here.
 */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    picture: row.picture,
    username: row.username,
    email: row.email,
    locale: row.locale,
    emailVerified: row.emailVerified,
    twoFactorEnabled: row.twoFactorEnabled,
    provider: row.provider,
    pendingEmail: row.pendingEmail,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
