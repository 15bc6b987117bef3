import type { AuthResponse } from "@vitae/schema";
import type { ReactNode } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toastApiError } from "@/api/toast-api-error";
import { useCompleteSignIn } from "@/auth/use-complete-sign-in";
import { SubmitButton } from "@/ui/submit-button";
import { TextField, type TextFieldProps } from "@/ui/text-field";
import { AuthHeading } from "./auth-heading";

type CodeValues = { code: string };

export type SecondFactorFormProps = {
  /** Which step it is: its words are under auth.{step} (title, description, code, submit). */
  step: "verifyOtp" | "backupOtp";
  /** Checks the code as typed (the schema of that kind of code). */
  resolver: Resolver<CodeValues, unknown, CodeValues>;
  /** Sends the code; a failure clears the field and shows the error. */
  verify: (code: string) => Promise<AuthResponse>;
  /** What the code field accepts and how it shows it. */
  codeInput: Omit<TextFieldProps, "label" | "error">;
  /** Beside the submit button, e.g. the way back to the other step. */
  beside?: ReactNode;
  /** Under the form. */
  children?: ReactNode;
};

/** The second sign-in step's page: a code, sent once, then the sign-in completes. */
export function SecondFactorForm({ step, resolver, verify, codeInput, beside, children }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { code: "" } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      completeSignIn((await verify(code)).user);
    } catch (error) {
      reset();
      toastApiError(error);
    }
  });

  const submit = <SubmitButton pending={isSubmitting}>{t(`auth.${step}.submit`)}</SubmitButton>;
  return (
    <>
      <AuthHeading title={t(`auth.${step}.title`)}>{t(`auth.${step}.description`)}</AuthHeading>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label={t(`auth.${step}.code`)}
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...codeInput}
          {...register("code")}
        />
        {beside ? (
          <div className="grid gap-2 sm:grid-cols-2">
            {beside}
            {submit}
          </div>
        ) : (
          submit
        )}
      </form>
      {children}
    </>
  );
}
