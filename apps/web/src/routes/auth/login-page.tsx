import { loginSchema } from "@vitae/schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { authApi } from "@/api/auth-api";
import { toastApiError } from "@/api/toast-api-error";
import { useCompleteSignIn, useRedirectTarget, withRedirect } from "@/auth/use-complete-sign-in";
import { schemaResolver } from "@/forms/schema-resolver";
import { Alert } from "@/ui/alert";
import { SubmitButton } from "@/ui/submit-button";
import { PasswordField, TextField } from "@/ui/text-field";
import { AuthHeading, textLinkClass } from "./auth-heading";
import { oauthErrorMessage } from "./oauth-error-message";

const resolver = schemaResolver(loginSchema);

/** Sign-in screen (/auth/login). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTarget = useRedirectTarget();
  const completeSignIn = useCompleteSignIn();
  const oauthError = searchParams.get("error");
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { identifier: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await authApi.login(values);
      if (result.status === "2fa_required") {
        await navigate(withRedirect("/auth/verify-otp", redirectTarget));
        return;
      }
      completeSignIn(result.user);
    } catch (error) {
      // A mistyped password is the usual cause: keep who is signing in, clear only the
      // password and put the cursor back in it, with the reason in the toast.
      resetField("password");
      setFocus("password");
      toastApiError(error);
    }
  });

  return (
    <>
      <AuthHeading title={t("auth.login.title")}>
        {t("auth.login.noAccount")}{" "}
        <Link to={withRedirect("/auth/register", redirectTarget)} className={textLinkClass}>
          {t("auth.login.registerLink")}
        </Link>
      </AuthHeading>
      {oauthError && <Alert variant="error" title={t("auth.login.oauthFailedTitle")}>{oauthErrorMessage(oauthError)}</Alert>}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label={t("auth.login.identifier")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.identifier?.message}
          {...register("identifier")}
        />
        <PasswordField
          label={t("auth.fields.password")}
          autoComplete="current-password"
          hint={t("auth.fields.revealHint")}
          error={errors.password?.message}
          {...register("password")}
        />
        <SubmitButton pending={isSubmitting}>{t("auth.login.submit")}</SubmitButton>
        {/* After the button, so Tab goes identifier, password, sign in, and only then here. */}
        <Link to="/auth/forgot-password" className={`${textLinkClass} justify-self-center text-sm`}>
          {t("auth.login.forgotPassword")}
        </Link>
      </form>
    </>
  );
}
