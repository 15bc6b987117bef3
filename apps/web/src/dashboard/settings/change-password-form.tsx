import { type User, changePasswordFormSchema } from "@vitae/schema";
import { useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { useMemo } from "react";
import { type FieldErrors, type Resolver, type ResolverOptions, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { authApi } from "@/api/auth-api";
import { userQueryKey } from "@/api/user-query";
import { toastApiError } from "@/api/toast-api-error";
import { schemaResolver } from "@/forms/schema-resolver";
import { SubmitButton } from "@/ui/submit-button";
import { PasswordField } from "@/ui/text-field";
import { toast } from "@/ui/toast/toast-store";

type ChangePasswordValues = { currentPassword: string; password: string; confirm: string };

const newPasswordResolver = schemaResolver(changePasswordFormSchema);

/**
 * The schema's password/confirm rules (mismatch reported under `confirm`), plus the
 * current password when the account has one: the server asks for it (docs/auth-api.md).
 */
export function changePasswordResolver(requireCurrent: boolean): Resolver<ChangePasswordValues> {
  return async ({ currentPassword, ...rest }, context, options) => {
    const result = await newPasswordResolver(
      rest,
      context,
      options as unknown as ResolverOptions<{ password: string; confirm: string }>,
    );
    const errors: FieldErrors<ChangePasswordValues> = { ...result.errors };
    if (requireCurrent && currentPassword === "") {
      errors.currentPassword = { type: "too_small", message: i18next.t("validation.required") };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { ...rest, currentPassword }, errors: {} };
  };
}

/** PATCH /auth/password; other sessions end on the server when it succeeds. */
export function ChangePasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // GitHub or Google accounts may have no password yet: they set one without a current one.
  const requireCurrent = user.hasPassword;
  const resolver = useMemo(() => changePasswordResolver(requireCurrent), [requireCurrent]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ resolver, defaultValues: { currentPassword: "", password: "", confirm: "" } });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      await authApi.changePassword(requireCurrent ? { currentPassword, password } : { password });
      // A first password (GitHub or Google account) is asked for from now on.
      if (!user.hasPassword) queryClient.setQueryData<User | null>(userQueryKey, (current) => current && { ...current, hasPassword: true });
      toast({ variant: "success", title: t("settings.security.passwordChanged") });
    } catch (error) {
      toastApiError(error);
    } finally {
      // Passwords never linger in the form, whether it worked or not.
      reset();
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby="change-password-heading">
      <h3 id="change-password-heading" className="font-medium">
        {t("settings.security.passwordTitle")}
      </h3>
      {/* Lets password managers pair the new password with the right account. */}
      <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
      {requireCurrent && (
        <PasswordField
          label={t("settings.security.currentPassword")}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register("currentPassword")}
        />
      )}
      <PasswordField
        label={t("auth.fields.newPassword")}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <PasswordField
        label={t("settings.security.confirmPassword")}
        autoComplete="new-password"
        hint={t("auth.fields.revealHint")}
        error={errors.confirm?.message}
        {...register("confirm")}
      />
      <SubmitButton pending={isSubmitting} className="justify-self-start">
        {t("settings.security.updatePassword")}
      </SubmitButton>
    </form>
  );
}
