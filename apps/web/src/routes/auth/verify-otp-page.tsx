import { limits, twoFactorSchema } from "@vitae/schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { authApi } from "@/api/auth-api";
import { toastApiError } from "@/api/toast-api-error";
import { useCompleteSignIn, useRedirectTarget, withRedirect } from "@/auth/use-complete-sign-in";
import { schemaResolver } from "@/forms/schema-resolver";
import { SubmitButton } from "@/ui/submit-button";
import { TextField } from "@/ui/text-field";
import { AuthHeading, textLinkClass } from "./auth-heading";

const resolver = schemaResolver(twoFactorSchema);

/** Second sign-in step: the 6-digit code from an authenticator app. */
export function VerifyOtpPage() {
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
      completeSignIn((await authApi.verifyTwoFactor(code)).user);
    } catch (error) {
      reset();
      toastApiError(error);
    }
  });

  return (
    <>
      <AuthHeading title={t("auth.verifyOtp.title")}>{t("auth.verifyOtp.description")}</AuthHeading>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label={t("auth.verifyOtp.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={limits.twoFactorCodeLength}
          placeholder="123456"
          className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
          error={errors.code?.message}
          {...register("code")}
        />
        <SubmitButton pending={isSubmitting}>{t("auth.verifyOtp.submit")}</SubmitButton>
      </form>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t("auth.verifyOtp.lostDevice")}{" "}
        <Link to={withRedirect("/auth/backup-otp", redirectTarget)} className={textLinkClass}>
          {t("auth.verifyOtp.useBackup")}
        </Link>
      </p>
    </>
  );
}
