import { useTranslation } from "react-i18next";
import { PageTitle } from "../../ui/page-title";

/** Sign-in screen (SPEC §2 /auth/login); the form comes with the auth screens. */
export function LoginPage() {
  const { t } = useTranslation();
  return <PageTitle title={t("auth.login.title")} />;
}
