import { ArrowLeft } from "@phosphor-icons/react";
import { limits, twoFactorBackupSchema } from "@vitae/schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { authApi } from "@/api/auth-api";
import { toastApiError } from "@/api/toast-api-error";
import { useCompleteSignIn, useRedirectTarget, withRedirect } from "@/auth/use-complete-sign-in";
import { schemaResolver } from "@/forms/schema-resolver";
import { Button } from "@/ui/button";
import { SubmitButton } from "@/ui/submit-button";
import { TextField } from "@/ui/text-field";
import { AuthHeading } from "./auth-heading";

const resolver = schemaResolver(twoFactorBackupSchema);

/** Second sign-in step with one of the saved backup codes. */
export function BackupOtpPage() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const redirectTarget = useRedirectTarget();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { code: "" } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      completeSignIn((await authApi.verifyBackupCode(code)).user);
    } catch (error) {
      reset();
      toastApiError(error);
    }
  });

  return (
    <>
      <AuthHeading title={t("auth.backupOtp.title")}>{t("auth.backupOtp.description")}</AuthHeading>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label={t("auth.backupOtp.code")}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          pattern="[a-z0-9]{10}"
          maxLength={limits.backupCodeLength}
          placeholder="a1b2c3d4e5"
          className="[&_input]:font-mono [&_input]:tracking-widest"
          error={errors.code?.message}
          {...register("code")}
        />
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="secondary" asChild>
            <Link to={withRedirect("/auth/verify-otp", redirectTarget)}>
              <ArrowLeft size={16} aria-hidden />
              {t("common.back")}
            </Link>
          </Button>
          <SubmitButton pending={isSubmitting}>{t("auth.backupOtp.submit")}</SubmitButton>
        </div>
      </form>
    </>
  );
}
