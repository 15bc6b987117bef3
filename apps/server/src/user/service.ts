import { createId, type UpdateUserDto } from "@vitae/schema";
import { and, eq, ne, or } from "drizzle-orm";
import type { AuthDeps } from "../auth/auth-deps";
import { sendVerification } from "../auth/email-verification";
import type { DbDeps } from "../db/database";
import { secrets, users } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { AppError } from "../errors/app-error";
import { userPrefix } from "../storage/keys";
import { storageFor } from "../storage/storage-for";
import type { UserRow } from "./present";

/**
 * Emails are kept lowercased so lookups and the unique constraint ignore case: nobody
 * expects Ada@Example.com and ada@example.com to be two accounts.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail({ db }: DbDeps, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, normaliseEmail(email)));
  return user;
}

/** Throws UserAlreadyExists when another user has this email or username. */
export async function assertAvailable(
  { db }: DbDeps,
  wanted: { email?: string; username?: string },
  exceptUserId?: string,
): Promise<void> {
  const clashes = [
    wanted.email === undefined ? undefined : eq(users.email, wanted.email),
    wanted.username === undefined ? undefined : eq(users.username, wanted.username),
  ].filter((clash) => clash !== undefined);
  if (clashes.length === 0) return;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(or(...clashes), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  if (taken) throw new AppError("UserAlreadyExists");
}

export type NewUser = Omit<typeof users.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** Creates a user and their secrets row together; a lost race on email/username is UserAlreadyExists. */
export async function insertUserWithSecrets({ db }: DbDeps, user: NewUser, password: string | null): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...user, id: createId() })
        .returning();
      if (!row) throw new Error("insert returned no user");
      await tx.insert(secrets).values({ id: createId(), userId: row.id, password });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("UserAlreadyExists");
    throw error;
  }
}

/** PATCH /user/me. A new email address is unverified until its new link is opened. */
export async function updateUser(deps: AuthDeps, user: UserRow, dto: UpdateUserDto): Promise<UserRow> {
  const email = dto.email === undefined ? undefined : normaliseEmail(dto.email);
  const emailChanged = email !== undefined && email !== user.email;
  await assertAvailable(
    deps,
    { email: emailChanged ? email : undefined, username: dto.username === user.username ? undefined : dto.username },
    user.id,
  );
  const changes: Partial<typeof users.$inferInsert> = {
    name: dto.name,
    locale: dto.locale,
    username: dto.username,
    // "" and null both mean "no picture"; store one of them.
    picture: dto.picture === undefined ? undefined : dto.picture || null,
    ...(emailChanged ? { email, emailVerified: false } : {}),
  };
  if (Object.values(changes).every((value) => value === undefined)) return user;
  let updated: UserRow | undefined;
  try {
    [updated] = await deps.db.update(users).set(changes).where(eq(users.id, user.id)).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("UserAlreadyExists");
    throw error;
  }
  if (!updated) throw new AppError("Unauthorized");
  if (emailChanged) await sendVerification(deps, updated);
  return updated;
}

/**
 * Removes the account: the user row (secrets, sessions, resumes and their statistics
 * follow by cascade) and their stored files. Files go first, so a storage failure leaves
 * an account that can try again rather than files nobody can delete; a second pass
 * catches an upload that finished meanwhile.
 */
export async function deleteUser(deps: AuthDeps, userId: string): Promise<void> {
  const storage = storageFor(deps.env);
  await storage.deletePrefix(userPrefix(userId));
  await deps.db.delete(users).where(eq(users.id, userId));
  await storage.deletePrefix(userPrefix(userId));
}
