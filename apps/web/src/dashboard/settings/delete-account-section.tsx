import { Trash } from "@phosphor-icons/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { deleteConfirmationSchema, deleteConfirmationWord } from "@vitae/schema";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { authApi } from "@/api/auth-api";
import { toastApiError } from "@/api/toast-api-error";
import { ApiError } from "@/api/api-error";
import { userQuery, userQueryKey } from "@/api/user-query";
import { fieldResolver } from "@/forms/schema-resolver";
import { Button } from "@/ui/button";
import { SubmitButton } from "@/ui/submit-button";
import { PasswordField, TextField } from "@/ui/text-field";
import { toast } from "@/ui/toast/toast-store";

const resolver = fieldResolver("confirmation", deleteConfirmationSchema);

/**
 * Account deletion: type the word "delete" (and the current password, which the server
 * asks for when the account has one), then press twice. The first press arms the button;
 * the second deletes the account, signs out and goes home.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useQuery(userQuery);
  // Email accounts, and GitHub or Google ones that have set a password since.
  const askPassword = user?.hasPassword === true;
  const [armed, setArmed] = useState(false);
  const [currentPassword, setCurrentPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { confirmation: "" } });

  const onSubmit = handleSubmit(async () => {
    if (askPassword && currentPassword === "") {
      setPasswordError(t("validation.required"));
      return;
    }
    if (!armed) {
      setArmed(true);
      return;
    }
    try {
      await authApi.deleteUser(currentPassword || undefined);
      // Forget everything cached for this account; the server has cleared the cookies.
      queryClient.clear();
      queryClient.setQueryData(userQueryKey, null);
      toast({ variant: "success", title: t("settings.delete.deleted") });
      await navigate("/", { replace: true });
    } catch (error) {
      setArmed(false);
      setCurrentPassword("");
      if (error instanceof ApiError && error.code === "InvalidCredentials") {
        setPasswordError(t("errors.codes.InvalidCredentials"));
      }
      toastApiError(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("settings.delete.warning")}</p>
      <TextField
        label={t("settings.delete.confirmLabel", { word: deleteConfirmationWord })}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={deleteConfirmationWord}
        error={errors.confirmation?.message}
        {...register("confirmation", { onChange: () => setArmed(false) })}
      />
      {askPassword && (
        <PasswordField
          label={t("settings.security.currentPassword")}
          autoComplete="current-password"
          hint={t("settings.delete.passwordHint")}
          error={passwordError}
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            setPasswordError(undefined);
            setArmed(false);
          }}
        />
      )}
      <p role="status" className="text-sm font-medium text-red-700 empty:hidden dark:text-red-400">
        {armed ? t("settings.delete.armed") : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <SubmitButton variant="danger" pending={isSubmitting}>
          <Trash size={16} aria-hidden />
          {armed ? t("settings.delete.confirm") : t("settings.delete.submit")}
        </SubmitButton>
        {armed && (
          <Button variant="ghost" onClick={() => setArmed(false)}>
            {t("common.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
