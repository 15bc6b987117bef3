import { limits, userPictureSchema } from "@vitae/schema";
import { eq, like } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { secrets, users } from "../../db/schema";
import { type ApiErrorCode, AppError } from "../../errors/app-error";
import type { UserRow } from "../../user/present";
import { findUserByEmail, insertUserWithSecrets, normaliseEmail } from "../../user/service";
import type { AuthDeps } from "../auth-deps";
import { safeEqual } from "../crypto";
import { baseUsername, firstFreeUsername } from "./oauth-username";
import type { OAuthProfile, OAuthProvider } from "./providers";

export type OAuthOutcome = { ok: true; user: UserRow } | { ok: false; error: ApiErrorCode };

export interface CallbackInput {
  code: string | undefined;
  state: string | undefined;
  /** The state kept in our cookie when the flow started. */
  expectedState: string | undefined;
  codeVerifier: string | undefined;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

async function uniqueUsername(deps: AuthDeps, handle: string): Promise<string> {
  const base = baseUsername(handle);
  const rows = await deps.db
    .select({ username: users.username })
    .from(users)
    .where(like(users.username, `${escapeLike(base)}%`));
  return firstFreeUsername(base, new Set(rows.map((row) => row.username)));
}

function displayName(profile: OAuthProfile, fallback: string): string {
  const name = profile.name?.trim() || profile.login?.trim() || "";
  return name.length >= limits.nameMinLength ? name.slice(0, limits.nameMaxLength) : fallback;
}

async function createOAuthUser(deps: AuthDeps, provider: OAuthProvider, profile: OAuthProfile, email: string) {
  const handle = profile.login || email.split("@")[0] || "user";
  // GitHub answers "" for "no avatar"; anything but a URL is stored as no picture.
  const picture = profile.picture && userPictureSchema.safeParse(profile.picture).success ? profile.picture : null;
  // Two sign-ups may pick the same free username at once; the loser tries the next one.
  for (let attempt = 0; ; attempt++) {
    const username = await uniqueUsername(deps, handle);
    try {
      return await insertUserWithSecrets(
        deps,
        {
          name: displayName(profile, username),
          username,
          email,
          picture,
          provider: provider.name,
          emailVerified: true,
        },
        null,
      );
    } catch (error) {
      if (!(error instanceof AppError) || attempt >= 3) throw error;
      // The email itself was taken meanwhile: that account is the one to sign in to.
      const existing = await findUserByEmail(deps, email);
      if (existing) return existing;
    }
  }
}

/**
 * Signs in the person a provider vouches for: the account with their email, or a new
 * one. An existing account is only taken over when the provider has verified the
 * address; otherwise anyone could add a victim's email to a GitHub account and sign in
 * as them.
 */
export async function signInWithProfile(
  deps: AuthDeps,
  provider: OAuthProvider,
  profile: OAuthProfile,
): Promise<OAuthOutcome> {
  if (!profile.email) return { ok: false, error: "InvalidCredentials" };
  const email = normaliseEmail(profile.email);
  const existing = await findUserByEmail(deps, email);
  if (existing) {
    if (!profile.emailVerified) return { ok: false, error: "UserAlreadyExists" };
    // The provider has just proved the address, so the account's email counts as verified.
    const [user] = existing.emailVerified
      ? [existing]
      : await deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, existing.id)).returning();
    await deps.db.update(secrets).set({ lastSignedIn: new Date(deps.now()) }).where(eq(secrets.userId, existing.id));
    return { ok: true, user: user ?? existing };
  }
  if (!profile.emailVerified) return { ok: false, error: "InvalidCredentials" };
  if (deps.env.DISABLE_SIGNUPS) return { ok: false, error: "SignupsDisabled" };
  return { ok: true, user: await createOAuthUser(deps, provider, profile, email) };
}

/**
 * The whole callback: state check, code exchange, profile, account. Never throws for
 * the provider's sake — an unreachable or misbehaving provider is an error outcome the
 * route turns into a redirect, not a 500 page.
 */
export async function completeOAuthSignIn(
  deps: AuthDeps,
  provider: OAuthProvider,
  input: CallbackInput,
  log: FastifyBaseLogger,
): Promise<OAuthOutcome> {
  const { code, state, expectedState } = input;
  // Also covers the person cancelling at the provider (no code) and a forged callback.
  if (!code || !state || !expectedState || !safeEqual(state, expectedState)) {
    return { ok: false, error: "InvalidCredentials" };
  }
  if (provider.usesPkce && !input.codeVerifier) return { ok: false, error: "InvalidCredentials" };
  let profile: OAuthProfile;
  try {
    profile = await provider.fetchProfile(code, input.codeVerifier ?? null);
  } catch (error) {
    log.warn({ err: error, provider: provider.name }, "sign-in with the provider failed");
    return { ok: false, error: "SomethingWentWrong" };
  }
  return signInWithProfile(deps, provider, profile);
}
