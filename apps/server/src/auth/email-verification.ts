import { eq } from "drizzle-orm";
import { secrets } from "../db/schema";
import { verificationMail } from "../mail/account-mails";
import { publicUrl } from "../public-url";
import type { UserRow } from "../user/present";
import type { AuthContext } from "./auth-context";
import { randomToken, sha256Hex } from "./crypto";

/** Issues a new verification token (replacing any earlier one) and mails its link. */
export async function sendVerification(ctx: AuthContext, user: UserRow): Promise<void> {
  const token = randomToken();
  await ctx.db.update(secrets).set({ verificationToken: sha256Hex(token) }).where(eq(secrets.userId, user.id));
  const link = publicUrl(ctx.env, `/auth/verify-email?token=${encodeURIComponent(token)}`);
  ctx.outbox.deliver(verificationMail(user, link));
}
