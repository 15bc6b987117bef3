import { Secret, TOTP } from "otpauth";

/** RFC 6238 as every authenticator app understands it. */
export const totpSettings = { issuer: "Vitae", algorithm: "SHA1", digits: 6, period: 30 } as const;

/** Accepts the previous and next step too, for clocks a little off. */
const window = 1;

/** A new shared secret, base32 as it appears in the otpauth URI. */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans; labelled with the account's email. */
export function totpUri(secret: string, email: string): string {
  return new TOTP({ ...totpSettings, label: email, secret: Secret.fromBase32(secret) }).toString();
}

/** The time step a code belongs to, or null when it matches none in the window. */
export function totpStepOf(secret: string, code: string, nowMs: number): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: totpSettings.algorithm,
    digits: totpSettings.digits,
    period: totpSettings.period,
    timestamp: nowMs,
    window,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: totpSettings.period, timestamp: nowMs }) + delta;
}
