import { AppError } from "../errors/app-error";
import type { AuthDeps } from "./auth-deps";
import { verifyPassword } from "./passwords";

/**
 * Checks the current password a sensitive change was sent with (password change, 2FA
 * disable, email change, account deletion), so a borrowed session alone cannot take the
 * account. Accounts without a password (GitHub/Google sign-ups) pass; callers that need
 * another proof for them ask for it. Wrong passwords count per user: after
 * `passwordChecks.max` in its window every check answers 429, right or wrong.
 */
export async function confirmCurrentPassword(
  deps: AuthDeps,
  userId: string,
  passwordHash: string | null,
  given: string | undefined,
): Promise<void> {
  if (!passwordHash) return;
  await deps.passwordChecks.assertAllowed(userId);
  if (!given) throw new AppError("InvalidCredentials", "Enter your current password.");
  if (!(await verifyPassword(passwordHash, given))) {
    await deps.passwordChecks.recordFailure(userId);
    throw new AppError("InvalidCredentials", "The current password is incorrect.");
  }
}
