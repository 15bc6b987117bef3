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
import type { AuthDeps } from "./auth-deps";
import { randomToken, sha256Hex } from "./crypto";
import { confirmCurrentPassword } from "./confirm-password";
import { knownDevice } from "./device-cookie";
import { sendVerification } from "./email-verification";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords";

export const resetTokenTtlMs = 60 * 60 * 1000;

export async function register(deps: AuthDeps, dto: RegisterDto): Promise<UserRow> {
  if (deps.env.DISABLE_SIGNUPS) throw new AppError("SignupsDisabled");
  const email = normaliseEmail(dto.email);
  await assertAvailable(deps, { email, username: dto.username });
  const user = await insertUserWithSecrets(
    deps,
    { name: dto.name, username: dto.username, email, locale: dto.locale, provider: "email" },
    await hashPassword(dto.password),
  );
  await sendVerification(deps, user);
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
  deps: AuthDeps,
  dto: LoginDto,
  origin: LoginOrigin,
): Promise<{ user: UserRow; deviceId: string | null }> {
  const found = await findByIdentifier(deps.db, dto.identifier);
  // Keyed by account when there is one, so switching between its email and username
  // does not buy an attacker more guesses.
  const accountKey = found ? `user:${found.user.id}` : `identifier:${dto.identifier.trim().toLowerCase()}`;
  const deviceId = found ? knownDevice(deps.keys.device, found.user.id, origin.deviceCookie) : null;
  const localKey = deviceId ? `${accountKey}:device:${deviceId}` : `${accountKey}:ip:${origin.ip}`;
  await deps.loginFailures.assertAllowed(localKey);
  if (!deviceId) await deps.loginFailuresGlobal.assertAllowed(accountKey);
  const fail = async (code: "InvalidCredentials"): Promise<never> => {
    await deps.loginFailures.recordFailure(localKey);
    if (!deviceId) await deps.loginFailuresGlobal.recordFailure(accountKey);
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
  await deps.loginFailures.clear(localKey);
  await deps.db.update(secrets).set({ lastSignedIn: new Date(deps.now()) }).where(eq(secrets.userId, found.user.id));
  return { user: found.user, deviceId };
}

/**
 * PATCH /auth/password. The current password is asked for whenever there is one, so a
 * borrowed session cannot lock the owner out; every other session is signed out.
 */
export async function changePassword(deps: AuthDeps, auth: Authenticated, dto: UpdatePasswordDto): Promise<void> {
  const [secret] = await deps.db.select().from(secrets).where(eq(secrets.userId, auth.user.id));
  if (!secret) throw new AppError("SecretsNotFound");
  await confirmCurrentPassword(deps, auth.user.id, secret.password, dto.currentPassword);
  await deps.db
    .update(secrets)
    .set({ password: await hashPassword(dto.password) })
    .where(eq(secrets.userId, auth.user.id));
  await revokeUserSessions(deps, auth.user.id, deps.now(), auth.sessionId);
}

export async function resendVerification(deps: AuthDeps, user: UserRow): Promise<void> {
  if (user.emailVerified) throw new AppError("EmailAlreadyVerified");
  await sendVerification(deps, user);
}

/**
 * The token stays stored after use so that opening the link again says "already
 * verified" rather than "invalid". The link of an email change's new address (see
 * `applyPendingEmail`) goes through here too, so both mails link to the same page.
 */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<void> {
  if (await applyPendingEmail(deps, token)) return;
  const [row] = await deps.db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(secrets)
    .innerJoin(users, eq(users.id, secrets.userId))
    .where(eq(secrets.verificationToken, sha256Hex(token)));
  if (!row) throw new AppError("InvalidVerificationToken");
  if (row.emailVerified) throw new AppError("EmailAlreadyVerified");
  await deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, row.id));
}

/** Mails a reset link when the address has an account; the caller answers the same either way. */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps, email);
  if (!user) return;
  const token = randomToken();
  await deps.db
    .update(secrets)
    .set({ resetToken: sha256Hex(token), resetTokenExpiresAt: new Date(deps.now() + resetTokenTtlMs) })
    .where(eq(secrets.userId, user.id));
  const link = publicUrl(deps.env, `/auth/reset-password?token=${encodeURIComponent(token)}`);
  deps.outbox.deliver(resetPasswordMail(user, link));
}

/** Sets a new password from a mailed token: once, within the hour; signs out everywhere; 2FA stays on. */
export async function resetPassword(deps: AuthDeps, dto: ResetPasswordDto): Promise<void> {
  const tokenHash = sha256Hex(dto.token);
  const [secret] = await deps.db.select().from(secrets).where(eq(secrets.resetToken, tokenHash));
  const expiresAt = secret?.resetTokenExpiresAt?.getTime() ?? 0;
  if (!secret || expiresAt <= deps.now()) throw new AppError("InvalidResetToken");
  const password = await hashPassword(dto.password);
  // Conditional on the token still being there: of two concurrent uses only one wins.
  const used = await deps.db
    .update(secrets)
    .set({ password, resetToken: null, resetTokenExpiresAt: null })
    .where(and(eq(secrets.id, secret.id), eq(secrets.resetToken, tokenHash)))
    .returning({ userId: secrets.userId });
  if (used.length === 0) throw new AppError("InvalidResetToken");
  await revokeUserSessions(deps, secret.userId, deps.now());
}

/** POST /auth/refresh: rotates the refresh token (see `rotateSession`) and reloads the user. */
export async function refresh(
  deps: AuthDeps,
  refreshToken: string | undefined,
): Promise<IssuedRefresh & { user: UserRow }> {
  if (!refreshToken) throw new AppError("Unauthorized");
  const rotated = await rotateSession(deps, deps.keys.refreshSuccessor, refreshToken, deps.now());
  const [user] = await deps.db.select().from(users).where(eq(users.id, rotated.userId));
  if (!user) throw new AppError("Unauthorized");
  return { user, familyId: rotated.familyId, refreshToken: rotated.refreshToken };
}

/**
 * Ends the session the cookies belong to. Either cookie identifies it (the access token
 * may have expired, the refresh cookie may be missing), and logout never fails.
 */
export async function logout(deps: AuthDeps, cookies: { refresh?: string; access?: string }): Promise<void> {
  const families = new Set<string>();
  if (cookies.refresh) {
    const family = await familyOfToken(deps, cookies.refresh);
    if (family) families.add(family);
  }
  if (cookies.access) {
    const claims = await verifyAccessToken(deps.keys.accessToken, cookies.access, deps.now());
    if (claims?.scope === "full") families.add(claims.sid);
  }
  for (const family of families) await revokeFamily(deps, family, deps.now());
}
