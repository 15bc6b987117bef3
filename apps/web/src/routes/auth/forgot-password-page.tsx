import { forgotPasswordSchema } from "@vitae/schema";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { authApi } from "@/api/auth-api";
import { toastApiError } from "@/api/toast-api-error";
import { schemaResolver } from "@/forms/schema-resolver";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { SubmitButton } from "@/ui/submit-button";
import { TextField } from "@/ui/text-field";
import { AuthHeading } from "./auth-heading";

const resolver = schemaResolver(forgotPasswordSchema);

/** Forgot-password screen: an email form, then a notice. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await authApi.forgotPassword(email);
      setSentTo(email);
    } catch (error) {
      reset();
      toastApiError(error);
    }
  });

  return (
    <>
      <AuthHeading title={t("auth.forgotPassword.title")}>
        {sentTo ? null : t("auth.forgotPassword.description")}
      </AuthHeading>
      {sentTo ? (
        <Alert variant="success" title={t("auth.forgotPassword.sentTitle")}>
          {t("auth.forgotPassword.sent", { email: sentTo })}
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField
            label={t("auth.fields.email")}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register("email")}
          />
          <SubmitButton pending={isSubmitting}>{t("auth.forgotPassword.submit")}</SubmitButton>
        </form>
      )}
      <Button variant="ghost" asChild className="justify-self-start">
        <Link to="/auth/login">{t("auth.backToLogin")}</Link>
      </Button>
    </>
  );
}
