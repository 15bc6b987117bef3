import { useTranslation } from "react-i18next";
import { PageTitle } from "@/ui/page-title";

/** Shown only while the callback loader decides where to go. */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  return <PageTitle title={t("auth.callback.title")} />;
}
