import { resetPasswordSchema } from "@vitae/schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { authApi } from "@/api/auth-api";
import { toastApiError } from "@/api/toast-api-error";
import { schemaResolver } from "@/forms/schema-resolver";
import { SubmitButton } from "@/ui/submit-button";
import { PasswordField } from "@/ui/text-field";
import { toast } from "@/ui/toast/toast-store";
import { AuthHeading } from "./auth-heading";

const resolver = schemaResolver(resetPasswordSchema.pick({ password: true }));

/** Reset-password screen; its loader already guarantees a ?token. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { password: "" } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await authApi.resetPassword(token, password);
      toast({ variant: "success", title: t("auth.resetPassword.success") });
      await navigate("/auth/login", { replace: true });
    } catch (error) {
      reset();
      toastApiError(error);
    }
  });

  return (
    <>
      <AuthHeading title={t("auth.resetPassword.title")}>{t("auth.resetPassword.description")}</AuthHeading>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <PasswordField
          label={t("auth.fields.newPassword")}
          autoComplete="new-password"
          hint={t("auth.fields.revealHint")}
          error={errors.password?.message}
          {...register("password")}
        />
        <SubmitButton pending={isSubmitting}>{t("auth.resetPassword.submit")}</SubmitButton>
      </form>
    </>
  );
}
