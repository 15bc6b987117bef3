import { eq } from "drizzle-orm";
import { secrets } from "../db/schema";
import { verificationMail } from "../mail/account-mails";
import { publicUrl } from "../public-url";
import type { UserRow } from "../user/present";
import type { AuthDeps } from "./auth-deps";
import { randomToken, sha256Hex } from "./crypto";

/** Issues a new verification token (replacing any earlier one) and mails its link. */
export async function sendVerification(deps: AuthDeps, user: UserRow): Promise<void> {
  const token = randomToken();
  await deps.db.update(secrets).set({ verificationToken: sha256Hex(token) }).where(eq(secrets.userId, user.id));
  const link = publicUrl(deps.env, `/auth/verify-email?token=${encodeURIComponent(token)}`);
  deps.outbox.deliver(verificationMail(user, link));
}
