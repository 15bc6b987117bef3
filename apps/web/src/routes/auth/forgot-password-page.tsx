import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/page-title";

/** Forgot-password screen; the email form comes with the auth screens. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <PageTitle title={t("auth.forgotPassword.title")} />;
}
