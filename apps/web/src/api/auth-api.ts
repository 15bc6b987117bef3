import {
  type AuthProvider,
  type AuthResponse,
  type BackupCodesResponse,
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
  disableTwoFactor: async (): Promise<string> => message(await api.post("/auth/2fa/disable")),
  verifyTwoFactor: async (code: string): Promise<AuthResponse> =>
    authResponseSchema.parse(await api.post<unknown>("/auth/2fa/verify", { code })),
  verifyBackupCode: async (code: string): Promise<AuthResponse> =>
    authResponseSchema.parse(await api.post<unknown>("/auth/2fa/backup", { code })),
  updateUser: async (body: UpdateUserDto): Promise<User> => userSchema.parse(await api.patch<unknown>("/user/me", body)),
  deleteUser: async (): Promise<void> => {
    await api.delete("/user/me");
  },
};

/** Where social sign-in starts: a plain browser navigation, not a fetch. */
export const socialSignInPath = (provider: Exclude<AuthProvider, "email">) => `${apiBase}/auth/${provider}`;
