import { randomInt } from "node:crypto";
import { createId } from "@vitae/schema";
import { and, eq, gt } from "drizzle-orm";
import type { AuthDeps } from "../auth/auth-deps";
import { confirmCurrentPassword } from "../auth/confirm-password";
import { hmacHex, randomToken, sha256Hex } from "../auth/crypto";
import { emailChangeCancellations, secrets, users } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { AppError } from "../errors/app-error";
import { emailChangeCodeMail, emailChangeNoticeMail, verificationMail } from "../mail/account-mails";
import { publicUrl } from "../public-url";
import type { Authenticated } from "../session/authenticate";
import { revokeUserSessions } from "../session/service";
import type { UserRow } from "./present";

/** How long the link mailed to the replaced address can cancel or undo the change. */
export const emailChangeCancelTtlMs = 7 * 24 * 60 * 60 * 1000;
/** How long a code mailed to an account without a password confirms a change. */
export const emailChangeCodeTtlMs = 15 * 60 * 1000;

async function secretsOf(deps: AuthDeps, userId: string) {
  const [secret] = await deps.db.select().from(secrets).where(eq(secrets.userId, userId));
  if (!secret) throw new AppError("SecretsNotFound");
  return secret;
}

/** Keyed, and bound to the account and the new address, so a code confirms exactly one change. */
function codeHash(deps: AuthDeps, userId: string, email: string, code: string): string {
  return hmacHex(deps.keys.backupCodes, `email-change:${userId}:${email}:${code}`);
}

/**
 * POST /user/me/email-code: for accounts without a password (GitHub/Google sign-ups),
 * mails a 6-digit code for changing to `email` to the current address, so a session
 * alone cannot move the account to another address.
 */
export async function sendEmailChangeCode(deps: AuthDeps, user: UserRow, email: string): Promise<void> {
  const secret = await secretsOf(deps, user.id);
  if (secret.password) throw new AppError("ValidationError", "This account confirms changes with its password.");
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await deps.db
    .update(secrets)
    .set({
      emailChangeCode: codeHash(deps, user.id, email, code),
      emailChangeCodeExpiresAt: new Date(deps.now() + emailChangeCodeTtlMs),
    })
    .where(eq(secrets.userId, user.id));
  deps.outbox.deliver(emailChangeCodeMail(user, email, code));
}

/**
 * Proof that the person changing the email owns the account: the current password, or
 * for accounts without one the mailed code. Wrong ones count towards the same per-user
 * limit as wrong passwords.
 */
export async function confirmEmailChange(
  deps: AuthDeps,
  user: UserRow,
  email: string,
  proof: { currentPassword?: string | undefined; emailCode?: string | undefined },
): Promise<void> {
  const secret = await secretsOf(deps, user.id);
  if (secret.password) {
    await confirmCurrentPassword(deps, user.id, secret.password, proof.currentPassword);
    return;
  }
  await deps.passwordChecks.assertAllowed(user.id);
  const expected = secret.emailChangeCode;
  const live = (secret.emailChangeCodeExpiresAt?.getTime() ?? 0) > deps.now();
  if (!proof.emailCode || !expected || !live || codeHash(deps, user.id, email, proof.emailCode) !== expected) {
    if (proof.emailCode) await deps.passwordChecks.recordFailure(user.id);
    throw new AppError("InvalidEmailChangeCode");
  }
  await deps.db.update(secrets).set({ emailChangeCode: null, emailChangeCodeExpiresAt: null }).where(eq(secrets.userId, user.id));
}

async function mailPendingLink(deps: AuthDeps, user: UserRow, pendingEmail: string): Promise<void> {
  const token = randomToken();
  await deps.db.update(secrets).set({ pendingEmailToken: sha256Hex(token) }).where(eq(secrets.userId, user.id));
  const link = publicUrl(deps.env, `/auth/verify-email?token=${encodeURIComponent(token)}`);
  deps.outbox.deliver(verificationMail({ name: user.name, email: pendingEmail, locale: user.locale }, link));
}

/**
 * A confirmed email change: the new address waits as `pendingEmail` until its link is
 * opened (until then sign-in and password resets stay with the current address), the
 * current address is told and given a link that cancels, and every other session ends.
 */
export async function startEmailChange(deps: AuthDeps, auth: Authenticated, email: string): Promise<UserRow> {
  const { user } = auth;
  const [updated] = await deps.db.update(users).set({ pendingEmail: email }).where(eq(users.id, user.id)).returning();
  if (!updated) throw new AppError("Unauthorized");
  await mailPendingLink(deps, updated, email);
  const cancelToken = randomToken();
  await deps.db.insert(emailChangeCancellations).values({
    id: createId(),
    userId: user.id,
    tokenHash: sha256Hex(cancelToken),
    restoreEmail: user.email,
    expiresAt: new Date(deps.now() + emailChangeCancelTtlMs),
  });
  const link = publicUrl(deps.env, `/auth/cancel-email-change?token=${encodeURIComponent(cancelToken)}`);
  deps.outbox.deliver(emailChangeNoticeMail(user, email, link));
  await revokeUserSessions(deps, user.id, deps.now(), auth.sessionId);
  return updated;
}

/** POST /user/me/pending-email/resend: a new link to the address waiting for verification. */
export async function resendPendingEmail(deps: AuthDeps, user: UserRow): Promise<void> {
  if (!user.pendingEmail) throw new AppError("NotFound", "No email change is waiting for verification.");
  await mailPendingLink(deps, user, user.pendingEmail);
}

/** DELETE /user/me/pending-email: drops the address waiting for verification; its link stops working. */
export async function discardPendingEmail(deps: AuthDeps, user: UserRow): Promise<UserRow> {
  const [updated] = await deps.db.update(users).set({ pendingEmail: null }).where(eq(users.id, user.id)).returning();
  await deps.db.update(secrets).set({ pendingEmailToken: null }).where(eq(secrets.userId, user.id));
  if (!updated) throw new AppError("Unauthorized");
  return updated;
}

/**
 * The verification link of a pending address: it becomes the account's email (and its
 * sign-in and reset address). False when `token` is not such a link. An address someone
 * else took meanwhile answers UserAlreadyExists and changes nothing.
 */
export async function applyPendingEmail(deps: AuthDeps, token: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: users.id, pendingEmail: users.pendingEmail })
    .from(secrets)
    .innerJoin(users, eq(users.id, secrets.userId))
    .where(eq(secrets.pendingEmailToken, sha256Hex(token)));
  if (!row) return false;
  if (!row.pendingEmail) throw new AppError("InvalidVerificationToken");
  const pendingEmail = row.pendingEmail;
  try {
    await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ email: pendingEmail, pendingEmail: null, emailVerified: true }).where(eq(users.id, row.id));
      await tx.update(secrets).set({ pendingEmailToken: null }).where(eq(secrets.userId, row.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("UserAlreadyExists");
    throw error;
  }
  return true;
}

/**
 * POST /auth/email-change/cancel: the link mailed to a replaced address. Within 7 days it
 * puts that address back (verified: its owner just read mail there), drops any pending
 * address and reset link, voids the account's other cancel links and signs out every
 * session — the owner then signs in again, resetting the password if it was changed.
 */
export async function cancelEmailChange(deps: AuthDeps, token: string): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(emailChangeCancellations)
    .where(
      and(
        eq(emailChangeCancellations.tokenHash, sha256Hex(token)),
        gt(emailChangeCancellations.expiresAt, new Date(deps.now())),
      ),
    );
  if (!row) throw new AppError("InvalidEmailChangeToken");
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ email: row.restoreEmail, pendingEmail: null, emailVerified: true })
        .where(eq(users.id, row.userId));
      await tx
        .update(secrets)
        .set({
          pendingEmailToken: null,
          resetToken: null,
          resetTokenExpiresAt: null,
          emailChangeCode: null,
          emailChangeCodeExpiresAt: null,
        })
        .where(eq(secrets.userId, row.userId));
      await tx.delete(emailChangeCancellations).where(eq(emailChangeCancellations.userId, row.userId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("UserAlreadyExists");
    throw error;
  }
  await revokeUserSessions(deps, row.userId, deps.now());
}
