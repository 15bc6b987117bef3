import {
  type AuthProvider,
  type AuthResponse,
  type BackupCodesResponse,
  type DisableTwoFactorDto,
  type LoginDto,
  type RegisterDto,
  type UpdateUserDto,
  type User,
  apiBase,
  authProviders,
  authResponseSchema,
  backupCodesResponseSchema,
  messageResponseSchema,
  userSchema,
} from "@vitae/schema";
import { api } from "./client";

/*
 * The account calls of docs/auth-api.md (auth and /user/me). Answers are parsed
 * with the schema package, so dates are Dates and a malformed answer fails loudly here
 * rather than somewhere in the UI.
 */

const message = (body: unknown) => messageResponseSchema.parse(body).message;

/** Body of PATCH /auth/password; the current password is required when the account has one. */
export type ChangePasswordBody = { password: string; currentPassword?: string };

export const authApi = {
  /** Providers the server is configured for; "email" when the answer is unusable. */
  providers: async (): Promise<AuthProvider[]> => {
    const body = await api.get<unknown>("/auth/providers");
    if (!Array.isArray(body)) return ["email"];
    return authProviders.filter((provider) => body.includes(provider));
  },
  login: async (body: LoginDto): Promise<AuthResponse> =>
    authResponseSchema.parse(await api.post<unknown>("/auth/login", body)),
  register: async (body: RegisterDto): Promise<User> => userSchema.parse(await api.post<unknown>("/auth/register", body)),
  forgotPassword: async (email: string): Promise<string> => message(await api.post("/auth/forgot-password", { email })),
  resetPassword: async (token: string, password: string): Promise<string> =>
    message(await api.post("/auth/reset-password", { token, password })),
  changePassword: async (body: ChangePasswordBody): Promise<string> => message(await api.patch("/auth/password", body)),
  verifyEmail: async (token: string): Promise<string> =>
    message(await api.post(`/auth/verify-email?${new URLSearchParams({ token }).toString()}`)),
  resendVerification: async (): Promise<string> => message(await api.post("/auth/verify-email/resend")),
  /** Starts two-factor setup; answers the otpauth:// URI to show as a QR code. */
  setupTwoFactor: async (): Promise<string> => message(await api.post("/auth/2fa/setup")),
  enableTwoFactor: async (code: string): Promise<BackupCodesResponse> =>
    backupCodesResponseSchema.parse(await api.post<unknown>("/auth/2fa/enable", { code })),
  /** Needs a current TOTP or backup code, and the password when the account has one. */
  disableTwoFactor: async (body: DisableTwoFactorDto): Promise<string> =>
    message(await api.post("/auth/2fa/disable", body)),
  verifyTwoFactor: async (code: string): Promise<AuthResponse> =>
    authResponseSchema.parse(await api.post<unknown>("/auth/2fa/verify", { code })),
  verifyBackupCode: async (code: string): Promise<AuthResponse> =>
    authResponseSchema.parse(await api.post<unknown>("/auth/2fa/backup", { code })),
  /** A new `email` needs `currentPassword`, or `emailCode` for accounts without a password. */
  updateUser: async (body: UpdateUserDto): Promise<User> => userSchema.parse(await api.patch<unknown>("/user/me", body)),
  /** Mails a code for changing to `email` to the current address (accounts without a password). */
  sendEmailChangeCode: async (email: string): Promise<string> => message(await api.post("/user/me/email-code", { email })),
  resendPendingEmail: async (): Promise<string> => message(await api.post("/user/me/pending-email/resend")),
  discardPendingEmail: async (): Promise<User> => userSchema.parse(await api.delete<unknown>("/user/me/pending-email")),
  /** The link mailed to a replaced address: undoes the change and signs out every session. */
  cancelEmailChange: async (token: string): Promise<string> =>
    message(await api.post("/auth/email-change/cancel", { token })),
  deleteUser: async (currentPassword?: string): Promise<void> => {
    await api.delete("/user/me", currentPassword ? { body: { currentPassword } } : undefined);
  },
};

/** Where social sign-in starts: a plain browser navigation, not a fetch. */
export const socialSignInPath = (provider: Exclude<AuthProvider, "email">) => `${apiBase}/auth/${provider}`;
