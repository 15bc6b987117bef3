import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { secrets, users } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import type { UserRow } from "../../user/present";
import type { AuthDeps } from "../auth-deps";
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

/** POST /auth/2fa/enable: turns 2FA on with a first valid code; answers the backup codes, shown once. */
export async function enableTwoFactor(
  deps: AuthDeps,
  user: UserRow,
  code: string,
): Promise<{ backupCodes: string[]; user: UserRow }> {
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
  return { backupCodes, user: await reloadUser(deps, user.id) };
}

export async function disableTwoFactor(deps: AuthDeps, user: UserRow): Promise<void> {
  if (!user.twoFactorEnabled) throw new AppError("TwoFactorNotEnabled");
  await deps.db.transaction(async (tx) => {
    await tx
      .update(secrets)
      .set({ twoFactorSecret: null, twoFactorBackupCodes: [], twoFactorLastUsedStep: null })
      .where(eq(secrets.userId, user.id));
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, user.id));
  });
}

/** POST /auth/2fa/verify: the second factor of a login, each code once. */
export async function verifyTwoFactor(deps: AuthDeps, user: UserRow, code: string): Promise<UserRow> {
  if (!user.twoFactorEnabled) throw new AppError("TwoFactorNotEnabled");
  deps.twoFactorFailures.assertAllowed(user.id);
  const secret = await secretsOf(deps, user.id);
  const step = secret.twoFactorSecret ? totpStepOf(secret.twoFactorSecret, code, deps.now()) : null;
  if (step === null || !(await claimStep(deps, user.id, step))) {
    deps.twoFactorFailures.recordFailure(user.id);
    throw new AppError("InvalidTwoFactorCode");
  }
  deps.twoFactorFailures.clear(user.id);
  return user;
}

/** POST /auth/2fa/backup: a backup code instead of a TOTP code; removed as it is used. */
export async function useBackupCode(deps: AuthDeps, user: UserRow, code: string): Promise<UserRow> {
  if (!user.twoFactorEnabled) throw new AppError("TwoFactorNotEnabled");
  deps.twoFactorFailures.assertAllowed(user.id);
  const hashed = hashBackupCode(deps.keys.backupCodes, code);
  // Check and removal in one statement: a code cannot be spent twice, even concurrently.
  const spent = await deps.db
    .update(secrets)
    .set({ twoFactorBackupCodes: sql`array_remove(${secrets.twoFactorBackupCodes}, ${hashed})` })
    .where(and(eq(secrets.userId, user.id), sql`${hashed} = any(${secrets.twoFactorBackupCodes})`))
    .returning({ id: secrets.id });
  if (spent.length === 0) {
    deps.twoFactorFailures.recordFailure(user.id);
    throw new AppError("InvalidTwoFactorBackupCode");
  }
  deps.twoFactorFailures.clear(user.id);
  return user;
}
