import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type UpdateUserDto, type User, updateUserSchema } from "@vitae/schema";
import { useState } from "react";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ApiError } from "@/api/api-error";
import { authApi } from "@/api/auth-api";
import { toastApiError } from "@/api/toast-api-error";
import { userQueryKey } from "@/api/user-query";
import { IdentityFields } from "@/forms/identity-fields";
import { schemaResolver } from "@/forms/schema-resolver";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { SubmitButton } from "@/ui/submit-button";
import { PasswordField, TextField } from "@/ui/text-field";
import { toast } from "@/ui/toast/toast-store";

type AccountValues = {
  picture: string;
  name: string;
  username: string;
  email: string;
  currentPassword: string;
  emailCode: string;
};

// The form always holds strings, a narrower shape than the optional fields the schema
// accepts; the proofs of an email change stay empty until the email is edited.
const resolver = schemaResolver(
  updateUserSchema
    .pick({ picture: true, name: true, username: true, email: true })
    .extend({ currentPassword: z.string(), emailCode: z.string() }),
) as unknown as Resolver<AccountValues, unknown, AccountValues>;

const valuesOf = (user: User): AccountValues => ({
  picture: user.picture ?? "",
  name: user.name,
  username: user.username,
  email: user.email,
  currentPassword: "",
  emailCode: "",
});

/** Only a web address can be previewed; anything else shows the initial instead. */
function isImageUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function PicturePreview({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  // Remember which address failed, so typing a new one tries again.
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = isImageUrl(src) && failed !== src;
  return (
    <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full border border-zinc-200 bg-zinc-100 text-xl font-semibold text-zinc-500 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-400">
      {showImage ? (
        <img
          src={src}
          alt={t("settings.account.picturePreview")}
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        <span aria-hidden>{name.trim().charAt(0).toUpperCase() || "?"}</span>
      )}
    </div>
  );
}

/** Picture, name, username, email and the email's verification status. */
export function AccountSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({ resolver, defaultValues: valuesOf(user) });
  const picture = useWatch({ control, name: "picture" });
  const name = useWatch({ control, name: "name" });
  const email = useWatch({ control, name: "email" });
  const emailEdited = email.trim().toLowerCase() !== user.email;
  // An account with a password confirms with it; one without (GitHub or Google only) by a mailed code.
  const mayUseCode = !user.hasPassword;

  const sendCode = useMutation({
    mutationFn: () => authApi.sendEmailChangeCode(getValues("email")),
    onSuccess: () => toast({ variant: "info", title: t("settings.account.codeSent", { email: user.email }) }),
    onError: toastApiError,
  });

  const onSubmit = handleSubmit(async (values) => {
    // Send only what changed: an unchanged email must not trigger a new verification mail.
    const current = valuesOf(user);
    const changes: UpdateUserDto = {};
    if (values.name !== current.name) changes.name = values.name;
    if (values.username !== current.username) changes.username = values.username;
    if (values.email.trim().toLowerCase() !== current.email) {
      changes.email = values.email;
      if (values.currentPassword) changes.currentPassword = values.currentPassword;
      if (values.emailCode) changes.emailCode = values.emailCode;
    }
    if ((values.picture ?? "") !== current.picture) changes.picture = values.picture || null;
    if (Object.keys(changes).length === 0) return;
    try {
      const updated = await authApi.updateUser(changes);
      queryClient.setQueryData(userQueryKey, updated);
      reset(valuesOf(updated));
      if (changes.email) {
        toast({
          variant: "info",
          title: t("settings.account.emailChangedTitle"),
          description: t("settings.account.emailChanged", { email: updated.pendingEmail ?? updated.email }),
        });
      } else {
        toast({ variant: "success", title: t("settings.account.saved") });
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === "InvalidCredentials") {
        setError("currentPassword", { message: t("errors.codes.InvalidCredentials") }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.code === "InvalidEmailChangeCode") {
        setError("emailCode", { message: t("errors.extra.InvalidEmailChangeCode") }, { shouldFocus: true });
      }
      toastApiError(error);
    }
  });

  return (
    <div className="grid max-w-xl gap-6">
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="flex items-start gap-4">
          <PicturePreview src={picture} name={name} />
          <TextField
            className="flex-1"
            label={t("settings.account.picture")}
            type="url"
            inputMode="url"
            placeholder="https://…"
            hint={t("settings.account.pictureHint")}
            error={errors.picture?.message}
            {...register("picture")}
          />
        </div>
        <IdentityFields register={register} errors={errors} />
        {emailEdited && (
          <div className="grid gap-4 rounded-md border border-zinc-200 p-4 dark:border-zinc-800">
            <PasswordField
              label={t("settings.security.currentPassword")}
              autoComplete="current-password"
              hint={mayUseCode ? t("settings.account.emailCodeHint") : t("settings.account.emailPasswordHint")}
              error={errors.currentPassword?.message}
              {...register("currentPassword")}
            />
            {mayUseCode && (
              <div className="grid gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => sendCode.mutate()}
                  disabled={sendCode.isPending}
                  aria-busy={sendCode.isPending || undefined}
                >
                  {t("settings.account.sendCode")}
                </Button>
                <TextField
                  label={t("settings.account.code")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  error={errors.emailCode?.message}
                  {...register("emailCode")}
                />
              </div>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={isSubmitting} disabled={!isDirty}>
            {t("common.saveChanges")}
          </SubmitButton>
          {isDirty && (
            <Button variant="ghost" onClick={() => reset(valuesOf(user))}>
              {t("common.discard")}
            </Button>
          )}
        </div>
      </form>
      {user.pendingEmail ? (
        <PendingEmailStatus user={user} pendingEmail={user.pendingEmail} />
      ) : (
        <EmailVerificationStatus verified={user.emailVerified} />
      )}
    </div>
  );
}

/** An email change waiting for its link: the address stays `user.email` until then. */
function PendingEmailStatus({ user, pendingEmail }: { user: User; pendingEmail: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: authApi.resendPendingEmail,
    onSuccess: () => toast({ variant: "success", title: t("settings.account.pendingResent", { email: pendingEmail }) }),
    onError: toastApiError,
  });
  const cancel = useMutation({
    mutationFn: authApi.discardPendingEmail,
    onSuccess: (updated) => {
      queryClient.setQueryData(userQueryKey, updated);
      toast({ variant: "success", title: t("settings.account.pendingCancelled") });
    },
    onError: toastApiError,
  });
  return (
    <Alert variant="info" announce={false} title={t("settings.account.emailPending", { email: pendingEmail })}>
      <p>{t("settings.account.emailPendingHint", { current: user.email })}</p>
      <div className="mt-1 flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          className="-ms-3 underline underline-offset-4"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          aria-busy={resend.isPending || undefined}
        >
          {t("settings.account.resendPending")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="underline underline-offset-4"
          onClick={() => cancel.mutate()}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending || undefined}
        >
          {t("settings.account.cancelPending")}
        </Button>
      </div>
    </Alert>
  );
}

function EmailVerificationStatus({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  const resend = useMutation({
    mutationFn: authApi.resendVerification,
    onSuccess: (message) => toast({ variant: "success", title: t("auth.verifyEmail.resent"), description: message }),
    onError: toastApiError,
  });
  if (verified) {
    return (
      <Alert variant="success" announce={false}>
        {t("settings.account.verified")}
      </Alert>
    );
  }
  return (
    <Alert variant="warning" announce={false} title={t("settings.account.unverified")}>
      <p>{t("settings.account.unverifiedHint")}</p>
      <Button
        variant="ghost"
        size="sm"
        className="-ms-3 mt-1 underline underline-offset-4"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
        aria-busy={resend.isPending || undefined}
      >
        {t("auth.verifyEmail.resend")}
      </Button>
    </Alert>
  );
}
