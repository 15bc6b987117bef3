import { useQueryClient } from "@tanstack/react-query";
import { registerSchema } from "@vitae/schema";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ApiError } from "@/api/client";
import { authApi } from "@/api/auth-api";
import { toastApiError } from "@/api/toast-api-error";
import { userQueryKey } from "@/api/user-query";
import { useRedirectTarget, withRedirect } from "@/auth/use-complete-sign-in";
import { IdentityFields } from "@/forms/identity-fields";
import { schemaResolver } from "@/forms/schema-resolver";
import { Alert } from "@/ui/alert";
import { useCurrentLocale } from "@/ui/language-picker";
import { SubmitButton } from "@/ui/submit-button";
import { PasswordField } from "@/ui/text-field";
import { AuthHeading, textLinkClass } from "./auth-heading";

const resolver = schemaResolver(registerSchema);

/** Registration screen (/auth/register). */
export function RegisterPage() {
  const { t } = useTranslation();
  // The language chosen in the picker, even one still shown in en-US for want of a catalogue.
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirectTarget = useRedirectTarget();
  const [signupsDisabled, setSignupsDisabled] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { name: "", username: "", email: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await authApi.register({ ...values, locale });
      queryClient.setQueryData(userQueryKey, user);
      await navigate("/auth/verify-email", { replace: true });
    } catch (error) {
      reset();
      // Disabled sign-ups are a server setting, not a mistake in the form: say so in place.
      if (error instanceof ApiError && error.code === "SignupsDisabled") setSignupsDisabled(true);
      else toastApiError(error);
    }
  });

  return (
    <>
      <AuthHeading title={t("auth.register.title")}>
        {t("auth.register.haveAccount")}{" "}
        <Link to={withRedirect("/auth/login", redirectTarget)} className={textLinkClass}>
          {t("auth.register.loginLink")}
        </Link>
      </AuthHeading>
      {signupsDisabled && (
        <Alert variant="error" title={t("auth.register.signupsDisabledTitle")}>
          {t("auth.register.signupsDisabled")}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <IdentityFields register={register} errors={errors} />
        <PasswordField
          label={t("auth.fields.password")}
          autoComplete="new-password"
          hint={t("auth.fields.revealHint")}
          error={errors.password?.message}
          {...register("password")}
        />
        <SubmitButton pending={isSubmitting}>{t("auth.register.submit")}</SubmitButton>
      </form>
    </>
  );
}
