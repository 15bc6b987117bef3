import type { DisableTwoFactorDto } from "@vitae/schema";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { secrets, users } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import type { Authenticated } from "../../session/authenticate";
import { revokeUserSessions } from "../../session/service";
import type { UserRow } from "../../user/present";
import type { AuthDeps } from "../auth-deps";
import { confirmCurrentPassword } from "../confirm-password";
import { generateBackupCodes, hashBackupCode } from "./backup-codes";
import { createTotpSecret, totpStepOf, totpUri } from "./totp";

async function secretsOf(deps: AuthDeps, userId: string) {
  const [secret] = await deps.db.select().from(secrets).where(eq(secrets.userId, userId));
  if (!secret) throw new AppError("SecretsNotFound");
  return secret;
}

async function reloadUser(deps: AuthDeps, userId: string): Promise<UserRow> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("Unauthorized");
  return user;
}

/**
 * Records `step` as used unless it (or a later one) already was. Conditional in SQL, so
 * the same code sent twice at once is still accepted only once.
 */
async function claimStep(deps: AuthDeps, userId: string, step: number): Promise<boolean> {
  const claimed = await deps.db
    .update(secrets)
    .set({ twoFactorLastUsedStep: step })
    .where(
      and(
        eq(secrets.userId, userId),
        or(isNull(secrets.twoFactorLastUsedStep), lt(secrets.twoFactorLastUsedStep, step)),
      ),
    )
    .returning({ id: secrets.id });
  return claimed.length > 0;
}

/** POST /auth/2fa/setup: a new secret, not active until `enable` proves the app has it. */
export async function setupTwoFactor(deps: AuthDeps, user: UserRow): Promise<string> {
  if (user.twoFactorEnabled) throw new AppError("TwoFactorAlreadyEnabled");
  const secret = createTotpSecret();
  await deps.db
    .update(secrets)
    .set({ twoFactorSecret: secret, twoFactorLastUsedStep: null })
    .where(eq(secrets.userId, user.id));
  return totpUri(secret, user.email);
}

/**
 * POST /auth/2fa/enable: turns 2FA on with a first valid code; answers the backup codes,
 * shown once. Every other session is signed out: from now on each needs the second factor.
 */
export async function enableTwoFactor(
  deps: AuthDeps,
  auth: Authenticated,
  code: string,
): Promise<{ backupCodes: string[]; user: UserRow }> {
  const { user } = auth;
  if (user.twoFactorEnabled) throw new AppError("TwoFactorAlreadyEnabled");
  const secret = await secretsOf(deps, user.id);
  const step = secret.twoFactorSecret ? totpStepOf(secret.twoFactorSecret, code, deps.now()) : null;
  if (step === null || !(await claimStep(deps, user.id, step))) throw new AppError("InvalidTwoFactorCode");
  const backupCodes = generateBackupCodes();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(secrets)
      .set({ twoFactorBackupCodes: backupCodes.map((backup) => hashBackupCode(deps.keys.backupCodes, backup)) })
      .where(eq(secrets.userId, user.id));
    await tx.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  });
  await revokeUserSessions(deps, user.id, deps.now(), auth.sessionId);
  return { backupCodes, user: await reloadUser(deps, user.id) };
}

/**
 * POST /auth/2fa/disable: needs a current TOTP or backup code (spent like at sign-in) and
 * the password when the account has one, so a stolen session alone cannot remove the
 * second factor. Every other session is signed out.
 */
export async function disableTwoFactor(deps: AuthDeps, auth: Authenticated, dto: DisableTwoFactorDto): Promise<void> {
  const { user } = auth;
  if (!user.twoFactorEnabled) throw new AppError("TwoFactorNotEnabled");
  const secret = await secretsOf(deps, user.id);
  await confirmCurrentPassword(deps, user.id, secret.password, dto.currentPassword);
  if (/^\d{6}$/.test(dto.code)) await verifyTwoFactor(deps, user, dto.code);
  else await useBackupCode(deps, user, dto.code);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(secrets)
      .set({ twoFactorSecret: null, twoFactorBackupCodes: [], twoFactorLastUsedStep: null })
      .where(eq(secrets.userId, user.id));
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, user.id));
  });
  await revokeUserSessions(deps, user.id, deps.now(), auth.sessionId);
}

/** POST /auth/2fa/verify: the second factor of a login, each code once. */
export async function verifyTwoFactor(deps: AuthDeps, user: UserRow, code: string): Promise<UserRow> {
  if (!user.twoFactorEnabled) throw new AppError("TwoFactorNotEnabled");
  await deps.twoFactorFailures.assertAllowed(user.id);
  const secret = await secretsOf(deps, user.id);
  const step = secret.twoFactorSecret ? totpStepOf(secret.twoFactorSecret, code, deps.now()) : null;
  if (step === null || !(await claimStep(deps, user.id, step))) {
    await deps.twoFactorFailures.recordFailure(user.id);
    throw new AppError("InvalidTwoFactorCode");
  }
  await deps.twoFactorFailures.clear(user.id);
  return user;
}

/** POST /auth/2fa/backup: a backup code instead of a TOTP code; removed as it is used. */
export async function useBackupCode(deps: AuthDeps, user: UserRow, code: string): Promise<UserRow> {
  if (!user.twoFactorEnabled) throw new AppError("TwoFactorNotEnabled");
  await deps.twoFactorFailures.assertAllowed(user.id);
  const hashed = hashBackupCode(deps.keys.backupCodes, code);
  // Check and removal in one statement: a code cannot be spent twice, even concurrently.
  const spent = await deps.db
    .update(secrets)
    .set({ twoFactorBackupCodes: sql`array_remove(${secrets.twoFactorBackupCodes}, ${hashed})` })
    .where(and(eq(secrets.userId, user.id), sql`${hashed} = any(${secrets.twoFactorBackupCodes})`))
    .returning({ id: secrets.id });
  if (spent.length === 0) {
    await deps.twoFactorFailures.recordFailure(user.id);
    throw new AppError("InvalidTwoFactorBackupCode");
  }
  await deps.twoFactorFailures.clear(user.id);
  return user;
}
