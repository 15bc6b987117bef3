import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/page-title";

/** Registration screen (SPEC §2 /auth/register); the form comes with the auth screens. */
export function RegisterPage() {
  const { t } = useTranslation();
  return <PageTitle title={t("auth.register.title")} />;
}
