import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "@/ui/text-field";

type IdentityField = "name" | "username" | "email";

export type IdentityFieldsProps = {
  /** The form's `register`; the form has these three fields. */
  register: (field: IdentityField) => UseFormRegisterReturn;
  errors: Partial<Record<IdentityField, { message?: string }>>;
};

/** Name, username and email, as registration and the account settings ask for them. */
export function IdentityFields({ register, errors }: IdentityFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t("auth.fields.name")} autoComplete="name" error={errors.name?.message} {...register("name")} />
      <TextField
        label={t("auth.fields.username")}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register("username")}
      />
      <TextField
        label={t("auth.fields.email")}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
    </>
  );
}
