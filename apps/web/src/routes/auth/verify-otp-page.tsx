import { limits, twoFactorSchema } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { authApi } from "@/api/auth-api";
import { useRedirectTarget, withRedirect } from "@/auth/use-complete-sign-in";
import { schemaResolver } from "@/forms/schema-resolver";
import { textLinkClass } from "./auth-heading";
import { SecondFactorForm } from "./second-factor-form";

const resolver = schemaResolver(twoFactorSchema);

/** Second sign-in step: the 6-digit code from an authenticator app. */
export function VerifyOtpPage() {
  const { t } = useTranslation();
  const redirectTarget = useRedirectTarget();
  return (
    <SecondFactorForm
      step="verifyOtp"
      resolver={resolver}
      verify={authApi.verifyTwoFactor}
      codeInput={{
        inputMode: "numeric",
        pattern: "[0-9]*",
        maxLength: limits.twoFactorCodeLength,
        placeholder: "123456",
        className: "[&_input]:font-mono [&_input]:tracking-[0.3em]",
      }}
    >
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t("auth.verifyOtp.lostDevice")}{" "}
        <Link to={withRedirect("/auth/backup-otp", redirectTarget)} className={textLinkClass}>
          {t("auth.verifyOtp.useBackup")}
        </Link>
      </p>
    </SecondFactorForm>
  );
}
