import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/page-title";

/** Resume list (SPEC §2 /dashboard/resumes); the grid comes with the dashboard. */
export function ResumesPage() {
  const { t } = useTranslation();
  return <PageTitle title={t("dashboard.resumes.title")} />;
}
