import { z } from "zod";

import { defaultLocale, limits } from "./constants/limits";
import { idSchema } from "./shared/id";

export const usernameMessage =
  "Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.";

export const usernameSchema = z
  .string()
  .min(limits.usernameMinLength)
  .max(limits.usernameMaxLength)
  .regex(/^[a-z0-9._-]+$/, { message: usernameMessage });

/** A person's display name (not the login handle, see `usernameSchema`). */
export const personNameSchema = z.string().min(limits.nameMinLength).max(limits.nameMaxLength);

/** Empty or null means "no picture". */
export const userPictureSchema = z.union([z.literal(""), z.null(), z.url()]);

export const authProviders = ["email", "github", "google"] as const;

export const authProviderSchema = z.enum(authProviders);

export type AuthProvider = z.infer<typeof authProviderSchema>;

export const localeSchema = z.string().min(2).max(35);

export const userSchema = z.object({
  id: idSchema,
  name: personNameSchema,
  picture: userPictureSchema,
  username: usernameSchema,
  email: z.email(),
  locale: localeSchema.default(defaultLocale),
  emailVerified: z.boolean().default(false),
  twoFactorEnabled: z.boolean().default(false),
  provider: authProviderSchema.default("email"),
  /** An address waiting for its verification link; `email` stays in use until then. */
  pendingEmail: z.email().nullable().default(null),
  // Coerced because responses carry dates as ISO strings.
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
});

export type User = z.infer<typeof userSchema>;

/** Server-side credentials of a user; never sent to a client. */
export const userSecretsSchema = z.object({
  id: idSchema,
  /** Password hash; null for accounts that only sign in through a provider. */
  password: z.string().nullable(),
  lastSignedIn: z.coerce.date().nullable(),
  verificationToken: z.string().nullable(),
  twoFactorSecret: z.string().nullable(),
  twoFactorBackupCodes: z.array(z.string()).default(() => []),
  refreshToken: z.string().nullable(),
  resetToken: z.string().nullable(),
  userId: idSchema,
});

export type UserSecrets = z.infer<typeof userSecretsSchema>;

export const defaultUserSecrets: Omit<UserSecrets, "id" | "userId"> = {
  password: null,
  lastSignedIn: null,
  verificationToken: null,
  twoFactorSecret: null,
  twoFactorBackupCodes: [],
  refreshToken: null,
  resetToken: null,
};

/** Defaults of a new user's optional fields. */
export const defaultUser: Pick<
  User,
  "picture" | "locale" | "emailVerified" | "twoFactorEnabled" | "provider"
> = {
  picture: null,
  locale: defaultLocale,
  emailVerified: false,
  twoFactorEnabled: false,
  provider: "email",
};
