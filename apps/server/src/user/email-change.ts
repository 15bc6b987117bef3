import { randomInt } from "node:crypto";
import { createId } from "@vitae/schema";
import { and, eq, gt } from "drizzle-orm";
import type { AuthContext } from "../auth/auth-context";
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

async function secretsOf(ctx: AuthContext, userId: string) {
  const [secret] = await ctx.db.select().from(secrets).where(eq(secrets.userId, userId));
  if (!secret) throw new AppError("SecretsNotFound");
  return secret;
}

/** Keyed, and bound to the account and the new address, so a code confirms exactly one change. */
function codeHash(ctx: AuthContext, userId: string, email: string, code: string): string {
  return hmacHex(ctx.keys.backupCodes, `email-change:${userId}:${email}:${code}`);
}

/**
 * POST /user/me/email-code: for accounts without a password (GitHub/Google sign-ups),
 * mails a 6-digit code for changing to `email` to the current address, so a session
 * alone cannot move the account to another address.
 */
export async function sendEmailChangeCode(ctx: AuthContext, user: UserRow, email: string): Promise<void> {
  const secret = await secretsOf(ctx, user.id);
  if (secret.password) throw new AppError("ValidationError", "This account confirms changes with its password.");
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await ctx.db
    .update(secrets)
    .set({
      emailChangeCode: codeHash(ctx, user.id, email, code),
      emailChangeCodeExpiresAt: new Date(ctx.now() + emailChangeCodeTtlMs),
    })
    .where(eq(secrets.userId, user.id));
  ctx.outbox.deliver(emailChangeCodeMail(user, email, code));
}

/**
 * Proof that the person changing the email owns the account: the current password, or
 * for accounts without one the mailed code. Wrong ones count towards the same per-user
 * limit as wrong passwords.
 */
export async function confirmEmailChange(
  ctx: AuthContext,
  user: UserRow,
  email: string,
  proof: { currentPassword?: string | undefined; emailCode?: string | undefined },
): Promise<void> {
  const secret = await secretsOf(ctx, user.id);
  if (secret.password) {
    await confirmCurrentPassword(ctx, user.id, secret.password, proof.currentPassword);
    return;
  }
  await ctx.passwordChecks.assertAllowed(user.id);
  const expected = secret.emailChangeCode;
  const live = (secret.emailChangeCodeExpiresAt?.getTime() ?? 0) > ctx.now();
  if (!proof.emailCode || !expected || !live || codeHash(ctx, user.id, email, proof.emailCode) !== expected) {
    if (proof.emailCode) await ctx.passwordChecks.recordFailure(user.id);
    throw new AppError("InvalidEmailChangeCode");
  }
  await ctx.db.update(secrets).set({ emailChangeCode: null, emailChangeCodeExpiresAt: null }).where(eq(secrets.userId, user.id));
}

async function mailPendingLink(ctx: AuthContext, user: UserRow, pendingEmail: string): Promise<void> {
  const token = randomToken();
  await ctx.db.update(secrets).set({ pendingEmailToken: sha256Hex(token) }).where(eq(secrets.userId, user.id));
  const link = publicUrl(ctx.env, `/auth/verify-email?token=${encodeURIComponent(token)}`);
  ctx.outbox.deliver(verificationMail({ name: user.name, email: pendingEmail, locale: user.locale }, link));
}

/**
 * A confirmed email change: the new address waits as `pendingEmail` until its link is
 * opened (until then sign-in and password resets stay with the current address), the
 * current address is told and given a link that cancels, and every other session ends.
 */
export async function startEmailChange(ctx: AuthContext, auth: Authenticated, email: string): Promise<UserRow> {
  const { user } = auth;
  const [updated] = await ctx.db.update(users).set({ pendingEmail: email }).where(eq(users.id, user.id)).returning();
  if (!updated) throw new AppError("Unauthorized");
  await mailPendingLink(ctx, updated, email);
  const cancelToken = randomToken();
  await ctx.db.insert(emailChangeCancellations).values({
    id: createId(),
    userId: user.id,
    tokenHash: sha256Hex(cancelToken),
    restoreEmail: user.email,
    expiresAt: new Date(ctx.now() + emailChangeCancelTtlMs),
  });
  const link = publicUrl(ctx.env, `/auth/cancel-email-change?token=${encodeURIComponent(cancelToken)}`);
  ctx.outbox.deliver(emailChangeNoticeMail(user, email, link));
  await revokeUserSessions(ctx.db, user.id, ctx.now(), auth.sessionId);
  return updated;
}

/** POST /user/me/pending-email/resend: a new link to the address waiting for verification. */
export async function resendPendingEmail(ctx: AuthContext, user: UserRow): Promise<void> {
  if (!user.pendingEmail) throw new AppError("NotFound", "No email change is waiting for verification.");
  await mailPendingLink(ctx, user, user.pendingEmail);
}

/** DELETE /user/me/pending-email: drops the address waiting for verification; its link stops working. */
export async function discardPendingEmail(ctx: AuthContext, user: UserRow): Promise<UserRow> {
  const [updated] = await ctx.db.update(users).set({ pendingEmail: null }).where(eq(users.id, user.id)).returning();
  await ctx.db.update(secrets).set({ pendingEmailToken: null }).where(eq(secrets.userId, user.id));
  if (!updated) throw new AppError("Unauthorized");
  return updated;
}

/**
 * The verification link of a pending address: it becomes the account's email (and its
 * sign-in and reset address). False when `token` is not such a link. An address someone
 * else took meanwhile answers UserAlreadyExists and changes nothing.
 */
export async function applyPendingEmail(ctx: AuthContext, token: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id, pendingEmail: users.pendingEmail })
    .from(secrets)
    .innerJoin(users, eq(users.id, secrets.userId))
    .where(eq(secrets.pendingEmailToken, sha256Hex(token)));
  if (!row) return false;
  if (!row.pendingEmail) throw new AppError("InvalidVerificationToken");
  const pendingEmail = row.pendingEmail;
  try {
    await ctx.db.transaction(async (tx) => {
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
export async function cancelEmailChange(ctx: AuthContext, token: string): Promise<void> {
  const [row] = await ctx.db
    .select()
    .from(emailChangeCancellations)
    .where(
      and(
        eq(emailChangeCancellations.tokenHash, sha256Hex(token)),
        gt(emailChangeCancellations.expiresAt, new Date(ctx.now())),
      ),
    );
  if (!row) throw new AppError("InvalidEmailChangeToken");
  try {
    await ctx.db.transaction(async (tx) => {
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
  await revokeUserSessions(ctx.db, row.userId, ctx.now());
}
