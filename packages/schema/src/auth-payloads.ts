import { z } from "zod";

import { defaultLocale, limits } from "./constants/limits";
import {
  localeSchema,
  personNameSchema,
  userPictureSchema,
  userSchema,
  usernameSchema,
} from "./user";

export const passwordSchema = z.string().min(limits.passwordMinLength);

export const loginSchema = z.object({
  /** An email address when it contains "@", otherwise a username. */
  identifier: z.string().trim().min(1),
  password: passwordSchema,
});

export type LoginDto = z.infer<typeof loginSchema>;

/** How the server should look up a login identifier. */
export function identifierKind(identifier: string): "email" | "username" {
  return identifier.includes("@") ? "email" : "username";
}

export const registerSchema = z.object({
  name: personNameSchema,
  username: usernameSchema,
  email: z.email(),
  password: passwordSchema,
  locale: localeSchema.default(defaultLocale),
});

export type RegisterDto = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: z.email() });

export type ForgotPasswordDto = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().min(1),
  password: passwordSchema,
});

export type ResetPasswordDto = z.infer<typeof resetPasswordSchema>;

/**
 * Body of PATCH /auth/password. `currentPassword` is required by the server when the
 * account has a password; accounts made through GitHub/Google set their first one without.
 */
export const updatePasswordSchema = z.object({
  currentPassword: z.string().min(1).optional(),
  password: passwordSchema,
});

export type UpdatePasswordDto = z.infer<typeof updatePasswordSchema>;

export const passwordMismatchMessage = "The passwords do not match.";

/** The settings form: the mismatch issue sits on `confirm` so the form shows it under that field. */
export const changePasswordFormSchema = z
  .object({ password: passwordSchema, confirm: passwordSchema })
  .refine((value) => value.password === value.confirm, {
    message: passwordMismatchMessage,
    path: ["confirm"],
  });

export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const twoFactorCodeMessage = "code must be a 6 digit number";

export const twoFactorCodeSchema = z.string().regex(/^\d{6}$/, { message: twoFactorCodeMessage });

/** Body of POST /auth/2fa/enable and /auth/2fa/verify. */
export const twoFactorSchema = z.object({ code: twoFactorCodeSchema });

export type TwoFactorDto = z.infer<typeof twoFactorSchema>;

export const backupCodeMessage = "backup code must be 10 lowercase letters or digits";

export const backupCodeSchema = z.string().regex(/^[a-z0-9]{10}$/, { message: backupCodeMessage });

/** Body of POST /auth/2fa/backup. */
export const twoFactorBackupSchema = z.object({ code: backupCodeSchema });

export type TwoFactorBackupDto = z.infer<typeof twoFactorBackupSchema>;

export const backupCodesSchema = z.array(backupCodeSchema);

/**
 * State of the two-factor dialog: the setup URI, the code being typed (empty until the
 * user starts, hence allowed) and the backup codes returned on enabling.
 */
export const twoFactorFormSchema = z.object({
  uri: z.string(),
  code: z.union([z.literal(""), z.string().regex(/^\d{6}$/)]),
  backupCodes: backupCodesSchema,
});

export type TwoFactorForm = z.infer<typeof twoFactorFormSchema>;

export const defaultTwoFactorForm: TwoFactorForm = { uri: "", code: "", backupCodes: [] };

/** A current password sent to confirm a sensitive change (not checked for strength). */
export const currentPasswordSchema = z.string().min(1).max(256);

/** The code mailed to the current address of an account without a password. */
export const emailChangeCodeSchema = z.string().regex(/^\d{6}$/, { message: twoFactorCodeMessage });

/**
 * Body of PATCH /user/me; every field is optional. A new `email` needs `currentPassword`,
 * or `emailCode` for accounts without a password (POST /user/me/email-code mails it).
 */
export const updateUserSchema = z
  .object({
    name: personNameSchema,
    locale: localeSchema,
    username: usernameSchema,
    email: z.email(),
    picture: userPictureSchema,
    currentPassword: currentPasswordSchema,
    emailCode: emailChangeCodeSchema,
  })
  .partial();

/**
 * Body of POST /auth/2fa/disable: a current TOTP or backup code, and the password when
 * the account has one, so a session alone cannot turn the second factor off.
 */
export const disableTwoFactorSchema = z.object({
  code: z.union([twoFactorCodeSchema, backupCodeSchema]),
  currentPassword: currentPasswordSchema.optional(),
});

export type DisableTwoFactorDto = z.infer<typeof disableTwoFactorSchema>;

/** Body of DELETE /user/me: the password, when the account has one. */
export const deleteAccountSchema = z.object({ currentPassword: currentPasswordSchema.optional() });

export type DeleteAccountDto = z.infer<typeof deleteAccountSchema>;

/** Body of POST /auth/email-change/cancel: the token of the link mailed to the previous address. */
export const cancelEmailChangeSchema = z.object({ token: z.string().min(1).max(256) });

export type UpdateUserDto = z.infer<typeof updateUserSchema>;

export const loginStatuses = ["authenticated", "2fa_required"] as const;

/** Answer of POST /auth/login and of the 2FA verification calls. */
export const authResponseSchema = z.object({
  status: z.enum(loginStatuses),
  user: userSchema,
});

export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Answer of calls that only report something to show, e.g. the 2FA setup URI. */
export const messageResponseSchema = z.object({ message: z.string() });

export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Answer of POST /auth/2fa/enable. */
export const backupCodesResponseSchema = z.object({
  backupCodes: backupCodesSchema,
  user: userSchema.optional(),
});

export type BackupCodesResponse = z.infer<typeof backupCodesResponseSchema>;
