import { createId, type UpdateUserDto } from "@vitae/schema";
import { and, eq, ne, or } from "drizzle-orm";
import type { AuthDeps } from "../auth/auth-deps";
import { confirmCurrentPassword } from "../auth/confirm-password";
import type { DbDeps } from "../db/database";
import { secrets, users } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { AppError } from "../errors/app-error";
import { userPrefix } from "../storage/keys";
import { storageFor } from "../storage/storage-for";
import type { Authenticated } from "../session/authenticate";
import { confirmEmailChange, discardPendingEmail, startEmailChange } from "./email-change";
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

/**
 * PATCH /user/me. A new email address needs the current password (or the mailed code)
 * and stays pending until its link is opened; see `startEmailChange`. Setting the email
 * back to the current one drops a pending change.
 */
export async function updateUser(
  deps: AuthDeps,
  auth: Authenticated,
  dto: UpdateUserDto,
  clientIp: string,
): Promise<UserRow> {
  const { user } = auth;
  const email = dto.email === undefined ? undefined : normaliseEmail(dto.email);
  const emailChanged = email !== undefined && email !== user.email;
  const usernameChanged = dto.username !== undefined && dto.username !== user.username;
  if (emailChanged || usernameChanged) await deps.identityProbes.consume(clientIp);
  // Identity first, so whether an address is taken is told only to the account's owner.
  if (emailChanged) await confirmEmailChange(deps, user, email, dto);
  await assertAvailable(
    deps,
    { email: emailChanged ? email : undefined, username: usernameChanged ? dto.username : undefined },
    user.id,
  );
  const changes: Partial<typeof users.$inferInsert> = {
    name: dto.name,
    locale: dto.locale,
    username: dto.username,
    // "" and null both mean "no picture"; store one of them.
    picture: dto.picture === undefined ? undefined : dto.picture || null,
  };
  let updated = user;
  if (!Object.values(changes).every((value) => value === undefined)) {
    try {
      const [row] = await deps.db.update(users).set(changes).where(eq(users.id, user.id)).returning();
      if (!row) throw new AppError("Unauthorized");
      updated = row;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError("UserAlreadyExists");
      throw error;
    }
  }
  if (emailChanged) return startEmailChange(deps, { ...auth, user: updated }, email);
  if (email === user.email && user.pendingEmail) return discardPendingEmail(deps, updated);
  return updated;
}

/**
 * Removes the account, once the current password (when it has one) is confirmed: the user row (secrets, sessions, resumes and their statistics
 * follow by cascade) and their stored files. Files go first, so a storage failure leaves
 * an account that can try again rather than files nobody can delete; a second pass
 * catches an upload that finished meanwhile.
 */
export async function deleteUser(deps: AuthDeps, userId: string, currentPassword: string | undefined): Promise<void> {
  const [secret] = await deps.db.select({ password: secrets.password }).from(secrets).where(eq(secrets.userId, userId));
  await confirmCurrentPassword(deps, userId, secret?.password ?? null, currentPassword);
  const storage = storageFor(deps.env);
  await storage.deletePrefix(userPrefix(userId));
  await deps.db.delete(users).where(eq(users.id, userId));
  await storage.deletePrefix(userPrefix(userId));
}
