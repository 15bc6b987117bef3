import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/page-title";

/** Check-your-email screen; ?token verification comes with the auth screens. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  return <PageTitle title={t("auth.verifyEmail.title")} />;
}
