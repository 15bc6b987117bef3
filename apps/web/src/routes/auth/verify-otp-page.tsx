import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/page-title";

/** Two-factor code screen; the form comes with the auth screens. */
export function VerifyOtpPage() {
  const { t } = useTranslation();
  return <PageTitle title={t("auth.verifyOtp.title")} />;
}
