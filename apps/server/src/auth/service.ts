import {
  identifierKind,
  type LoginDto,
  type RegisterDto,
  type ResetPasswordDto,
  type UpdatePasswordDto,
} from "@vitae/schema";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { secrets, users } from "../db/schema";
import { AppError } from "../errors/app-error";
import { resetPasswordMail } from "../mail/account-mails";
import { publicUrl } from "../public-url";
import { verifyAccessToken } from "../session/access-token";
import type { Authenticated } from "../session/authenticate";
import { familyOfToken, type IssuedRefresh, revokeFamily, revokeUserSessions, rotateSession } from "../session/service";
import { applyPendingEmail } from "../user/email-change";
import type { UserRow } from "../user/present";
import { assertAvailable, findUserByEmail, insertUserWithSecrets, normaliseEmail } from "../user/service";
import type { AuthContext } from "./auth-context";
import { randomToken, sha256Hex } from "./crypto";
import { confirmCurrentPassword } from "./confirm-password";
import { knownDevice } from "./device-cookie";
import { sendVerification } from "./email-verification";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords";

export const resetTokenTtlMs = 60 * 60 * 1000;

export async function register(ctx: AuthContext, dto: RegisterDto): Promise<UserRow> {
  if (ctx.env.DISABLE_SIGNUPS) throw new AppError("SignupsDisabled");
  const email = normaliseEmail(dto.email);
  await assertAvailable(ctx.db, { email, username: dto.username });
  const user = await insertUserWithSecrets(
    ctx.db,
    { name: dto.name, username: dto.username, email, locale: dto.locale, provider: "email" },
    await hashPassword(dto.password),
  );
  await sendVerification(ctx, user);
  return user;
}

async function findByIdentifier(db: Db, identifier: string) {
  const value = identifier.trim().toLowerCase();
  const [row] = await db
    .select({ user: users, password: secrets.password })
    .from(users)
    .leftJoin(secrets, eq(secrets.userId, users.id))
    .where(identifierKind(value) === "email" ? eq(users.email, value) : eq(users.username, value));
  return row;
}

/** Where a login comes from: the client address and the device cookie it carries. */
export interface LoginOrigin {
  ip: string;
  deviceCookie: string | undefined;
}

/**
 * Checks a password login. Unknown identifiers and wrong passwords look the same, down
 * to the time taken. Failures count per account and client address, and per device for
 * a browser that signed in to the account before, so nobody else's guessing locks the
 * owner out; a slower limit per account from all addresses together (known devices
 * aside) stops guessing spread over many addresses. A success clears its own count.
 * Answers the user and the known device id (null for a browser new to the account).
 */
export async function login(
  ctx: AuthContext,
  dto: LoginDto,
  origin: LoginOrigin,
): Promise<{ user: UserRow; deviceId: string | null }> {
  const found = await findByIdentifier(ctx.db, dto.identifier);
  // Keyed by account when there is one, so switching between its email and username
  // does not buy an attacker more guesses.
  const accountKey = found ? `user:${found.user.id}` : `identifier:${dto.identifier.trim().toLowerCase()}`;
  const deviceId = found ? knownDevice(ctx.keys.device, found.user.id, origin.deviceCookie) : null;
  const localKey = deviceId ? `${accountKey}:device:${deviceId}` : `${accountKey}:ip:${origin.ip}`;
  await ctx.loginFailures.assertAllowed(localKey);
  if (!deviceId) await ctx.loginFailuresGlobal.assertAllowed(accountKey);
  const fail = async (code: "InvalidCredentials"): Promise<never> => {
    await ctx.loginFailures.recordFailure(localKey);
    if (!deviceId) await ctx.loginFailuresGlobal.recordFailure(accountKey);
    throw new AppError(code);
  };
  if (!found) {
    await verifyAgainstDummy(dto.password);
    return fail("InvalidCredentials");
  }
  if (!found.password) throw new AppError("OAuthUser");
  if (!(await verifyPassword(found.password, dto.password))) return fail("InvalidCredentials");
  // The account-wide count is not cleared: the owner's success elsewhere must not hand a
  // distributed guesser a fresh allowance.
  await ctx.loginFailures.clear(localKey);
  await ctx.db.update(secrets).set({ lastSignedIn: new Date(ctx.now()) }).where(eq(secrets.userId, found.user.id));
  return { user: found.user, deviceId };
}

/**
 * PATCH /auth/password. The current password is asked for whenever there is one, so a
 * borrowed session cannot lock the owner out; every other session is signed out.
 */
export async function changePassword(ctx: AuthContext, auth: Authenticated, dto: UpdatePasswordDto): Promise<void> {
  const [secret] = await ctx.db.select().from(secrets).where(eq(secrets.userId, auth.user.id));
  if (!secret) throw new AppError("SecretsNotFound");
  await confirmCurrentPassword(ctx, auth.user.id, secret.password, dto.currentPassword);
  await ctx.db
    .update(secrets)
    .set({ password: await hashPassword(dto.password) })
    .where(eq(secrets.userId, auth.user.id));
  await revokeUserSessions(ctx.db, auth.user.id, ctx.now(), auth.sessionId);
}

export async function resendVerification(ctx: AuthContext, user: UserRow): Promise<void> {
  if (user.emailVerified) throw new AppError("EmailAlreadyVerified");
  await sendVerification(ctx, user);
}

/**
 * The token stays stored after use so that opening the link again says "already
 * verified" rather than "invalid". The link of an email change's new address (see
 * `applyPendingEmail`) goes through here too, so both mails link to the same page.
 */
export async function verifyEmail(ctx: AuthContext, token: string): Promise<void> {
  if (await applyPendingEmail(ctx, token)) return;
  const [row] = await ctx.db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(secrets)
    .innerJoin(users, eq(users.id, secrets.userId))
    .where(eq(secrets.verificationToken, sha256Hex(token)));
  if (!row) throw new AppError("InvalidVerificationToken");
  if (row.emailVerified) throw new AppError("EmailAlreadyVerified");
  await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, row.id));
}

/** Mails a reset link when the address has an account; the caller answers the same either way. */
export async function forgotPassword(ctx: AuthContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = randomToken();
  await ctx.db
    .update(secrets)
    .set({ resetToken: sha256Hex(token), resetTokenExpiresAt: new Date(ctx.now() + resetTokenTtlMs) })
    .where(eq(secrets.userId, user.id));
  const link = publicUrl(ctx.env, `/auth/reset-password?token=${encodeURIComponent(token)}`);
  ctx.outbox.deliver(resetPasswordMail(user, link));
}

/** Sets a new password from a mailed token: once, within the hour; signs out everywhere; 2FA stays on. */
export async function resetPassword(ctx: AuthContext, dto: ResetPasswordDto): Promise<void> {
  const tokenHash = sha256Hex(dto.token);
  const [secret] = await ctx.db.select().from(secrets).where(eq(secrets.resetToken, tokenHash));
  const expiresAt = secret?.resetTokenExpiresAt?.getTime() ?? 0;
  if (!secret || expiresAt <= ctx.now()) throw new AppError("InvalidResetToken");
  const password = await hashPassword(dto.password);
  // Conditional on the token still being there: of two concurrent uses only one wins.
  const used = await ctx.db
    .update(secrets)
    .set({ password, resetToken: null, resetTokenExpiresAt: null })
    .where(and(eq(secrets.id, secret.id), eq(secrets.resetToken, tokenHash)))
    .returning({ userId: secrets.userId });
  if (used.length === 0) throw new AppError("InvalidResetToken");
  await revokeUserSessions(ctx.db, secret.userId, ctx.now());
}

/** POST /auth/refresh: rotates the refresh token (see `rotateSession`) and reloads the user. */
export async function refresh(
  ctx: AuthContext,
  refreshToken: string | undefined,
): Promise<IssuedRefresh & { user: UserRow }> {
  if (!refreshToken) throw new AppError("Unauthorized");
  const rotated = await rotateSession(ctx.db, ctx.keys.refreshSuccessor, refreshToken, ctx.now());
  const [user] = await ctx.db.select().from(users).where(eq(users.id, rotated.userId));
  if (!user) throw new AppError("Unauthorized");
  return { user, familyId: rotated.familyId, refreshToken: rotated.refreshToken };
}

/**
 * Ends the session the cookies belong to. Either cookie identifies it (the access token
 * may have expired, the refresh cookie may be missing), and logout never fails.
 */
export async function logout(ctx: AuthContext, cookies: { refresh?: string; access?: string }): Promise<void> {
  const families = new Set<string>();
  if (cookies.refresh) {
    const family = await familyOfToken(ctx.db, cookies.refresh);
    if (family) families.add(family);
  }
  if (cookies.access) {
    const claims = await verifyAccessToken(ctx.keys.accessToken, cookies.access, ctx.now());
    if (claims?.scope === "full") families.add(claims.sid);
  }
  for (const family of families) await revokeFamily(ctx.db, family, ctx.now());
}
