import type { User } from "@vitae/schema";
import { eq, sql } from "drizzle-orm";
import type { DbDeps } from "../db/database";
import { secrets, type users } from "../db/schema";

export type UserRow = typeof users.$inferSelect;

/**
 * The only way a user leaves the server. Fields are picked one by one, so a column
 * added to `users` later stays private until someone decides to show it; secrets live
 * in another table and never pass through here. Of them the client learns only whether a
 * password exists: an account made through GitHub or Google may have set one since, and
 * then the server asks for it (2FA off, email change, deletion), so the form must show it.
 */
export async function presentUser({ db }: DbDeps, row: UserRow): Promise<User> {
  const [secret] = await db
    .select({ hasPassword: sql<boolean>`${secrets.password} is not null` })
    .from(secrets)
    .where(eq(secrets.userId, row.id));
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
    hasPassword: secret?.hasPassword === true,
    pendingEmail: row.pendingEmail,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
