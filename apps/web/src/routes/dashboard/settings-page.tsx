import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/page-title";

/** Settings (SPEC §2 /dashboard/settings); the sections come with the dashboard. */
export function SettingsPage() {
  const { t } = useTranslation();
  return <PageTitle title={t("dashboard.settings.title")} />;
}
