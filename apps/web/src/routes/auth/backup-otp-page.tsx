import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/page-title";

/** Backup-code screen; the form comes with the auth screens. */
export function BackupOtpPage() {
  const { t } = useTranslation();
  return <PageTitle title={t("auth.backupOtp.title")} />;
}
