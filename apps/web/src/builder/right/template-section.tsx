import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PanelSection } from "./panel-section";

// The templates (and their CSS) are a chunk of their own: the panel opens without them.
const TemplateGallery = lazy(() => import("./template-gallery").then((module) => ({ default: module.TemplateGallery })));

/** Template: the twelve templates as pictures drawn by the templates themselves; a click applies one. */
export function TemplateSection() {
  const { t } = useTranslation();
  return (
    <PanelSection section="template">
      <Suspense fallback={<p className="text-sm text-zinc-500">{t("common.loading")}</p>}>
        <TemplateGallery />
      </Suspense>
    </PanelSection>
  );
}
