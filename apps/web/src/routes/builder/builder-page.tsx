import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/page-title";

/** Editor for /builder/:id; loading the resume comes with the builder. */
export function BuilderPage() {
  const { t } = useTranslation();
  return <PageTitle title={t("builder.title")} />;
}
