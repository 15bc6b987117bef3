import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/page-title";

/** Reset-password screen; its loader already guarantees a ?token. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return <PageTitle title={t("auth.resetPassword.title")} />;
}
