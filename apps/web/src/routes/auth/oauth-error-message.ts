import { isErrorCode } from "@vitae/schema";
import i18next from "i18next";

/** The banner text for `/auth/login?error=<code>`, where a failed social sign-in lands. */
export function oauthErrorMessage(code: string): string {
  if (isErrorCode(code)) return i18next.t(`errors.codes.${code}`);
  if (code === "SignupsDisabled") return i18next.t("auth.register.signupsDisabled");
  return i18next.t("auth.login.oauthFailed");
}
