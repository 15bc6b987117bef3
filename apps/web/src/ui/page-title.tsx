import { useTranslation } from "react-i18next";

/** The page's <h1> and the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} – ${t("app.name")}`}</title>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
    </>
  );
}
