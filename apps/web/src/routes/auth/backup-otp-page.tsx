import { ArrowLeft } from "@phosphor-icons/react";
import { limits, twoFactorBackupSchema } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { authApi } from "@/api/auth-api";
import { useRedirectTarget, withRedirect } from "@/auth/use-complete-sign-in";
import { schemaResolver } from "@/forms/schema-resolver";
import { Button } from "@/ui/button";
import { SecondFactorForm } from "./second-factor-form";

const resolver = schemaResolver(twoFactorBackupSchema);

/** Second sign-in step with one of the saved backup codes. */
export function BackupOtpPage() {
  const { t } = useTranslation();
  const redirectTarget = useRedirectTarget();
  return (
    <SecondFactorForm
      step="backupOtp"
      resolver={resolver}
      verify={authApi.verifyBackupCode}
      codeInput={{
        autoCapitalize: "none",
        spellCheck: false,
        pattern: "[a-z0-9]{10}",
        maxLength: limits.backupCodeLength,
        placeholder: "a1b2c3d4e5",
        className: "[&_input]:font-mono [&_input]:tracking-widest",
      }}
      beside={
        <Button variant="secondary" asChild>
          <Link to={withRedirect("/auth/verify-otp", redirectTarget)}>
            <ArrowLeft size={16} aria-hidden />
            {t("common.back")}
          </Link>
        </Button>
      }
    />
  );
}
