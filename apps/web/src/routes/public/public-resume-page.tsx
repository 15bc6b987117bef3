import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/page-title";

/** Public view of /:username/:slug; loading the resume comes with the public page. */
export function PublicResumePage() {
  const { t } = useTranslation();
  return <PageTitle title={t("publicResume.title")} />;
}
