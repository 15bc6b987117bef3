import { z } from "zod";

import { defaultLocale, limits } from "./constants/limits";
import { languageLocales } from "./languages";
import { idSchema } from "./shared/id";

export const usernameMessage =
  "Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.";

/**
 * Names a public resume's address (`/{username}/{slug}`) must not take: every top-level path
 * of the server and of the web app, and the well-known files of a site. A test compares it
 * with the server's routes and the web app's router.
 */
export const reservedUsernames: ReadonlySet<string> = new Set([
  // The server's own top-level paths.
  "api", "artboard", "assets", "icons", "fonts", "docs", "storage", "uploads",
  // The web app's top-level routes and pages.
  "auth", "dashboard", "builder", "settings", "preview", "print", "public", "resume", "resumes",
  "login", "register", "logout", "signin", "signup", "admin", "static", "index.html",
  // Files browsers and crawlers ask every site for.
  ".well-known", "robots.txt", "sitemap.xml", "favicon.ico", "favicon.svg", "favicon.png",
  "manifest.json", "manifest.webmanifest", "apple-touch-icon.png", "humans.txt", "security.txt",
]);

export const reservedUsernameMessage = "This username is taken by an address of the app itself; choose another.";

export const usernameSchema = z
  .string()
  .min(limits.usernameMinLength)
  .max(limits.usernameMaxLength)
  .regex(/^[a-z0-9._-]+$/, { message: usernameMessage })
  .refine((username) => !reservedUsernames.has(username), { message: reservedUsernameMessage });

/** A person's display name (not the login handle, see `usernameSchema`). */
export const personNameSchema = z.string().min(limits.nameMinLength).max(limits.nameMaxLength);

/** A picture uploaded to this app, as the storage route serves it (same origin). */
const storedPicturePath = /^\/api\/storage\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[a-z0-9]+)?$/;

/**
 * Empty or null means "no picture"; otherwise an http or https address, or the path of a
 * picture stored by this app. Nothing a browser would run or inline (`javascript:`, `data:`).
 */
export const userPictureSchema = z.union([
  // The address branch first: a form reports a union's first branch's complaint, and
  // "enter a valid URL" is what someone typing a wrong address needs to read.
  z.url({ protocol: /^https?$/ }),
  z.string().regex(storedPicturePath),
  z.literal(""),
  z.null(),
]);

export const authProviders = ["email", "github", "google"] as const;

export const authProviderSchema = z.enum(authProviders);

export type AuthProvider = z.infer<typeof authProviderSchema>;

/** One of the interface's 48 languages (`languages`). */
export const localeSchema = z.enum(languageLocales as [string, ...string[]]);

/**
 * A user as stored and answered. Username, picture and locale are checked strictly where
 * they are written (`usernameSchema`, `userPictureSchema`, `localeSchema`); here they are
 * read back as they were stored, so an account from before a rule still loads.
 */
export const userSchema = z.object({
  id: idSchema,
  name: personNameSchema,
  picture: z.string().nullable(),
  username: z.string().min(1),
  email: z.email(),
  locale: z.string().default(defaultLocale),
  emailVerified: z.boolean().default(false),
  twoFactorEnabled: z.boolean().default(false),
  provider: authProviderSchema.default("email"),
  /**
   * Whether the account has a password (email accounts always; GitHub or Google ones once
   * they set one): the server then asks for it to turn 2FA off, change the email or delete
   * the account.
   */
  hasPassword: z.boolean().default(false),
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
