import { templateNames, templateThumbnailRatio } from "@vitae/schema";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { DesignSetting } from "./design-setting";
import { PanelSection } from "./panel-section";

// The templates (and their CSS) are a chunk of their own: the panel opens without them.
const TemplateGallery = lazy(() => import("./template-gallery").then((module) => ({ default: module.TemplateGallery })));

/**
 * While the gallery loads: an empty box per template, in the gallery's grid and at its
 * pictures' size, so the panel below does not jump when it arrives (and the sections below,
 * which load as they come near, are not taken for near by a panel that is still short).
 */
function GallerySkeleton() {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy="true" aria-label={t("common.loading")}>
      {templateNames.map((name) => (
        <li key={name} className="grid gap-1.5 p-1">
          <div
            className="rounded-sm bg-zinc-100 dark:bg-zinc-800"
            style={{ aspectRatio: `${templateThumbnailRatio.width} / ${templateThumbnailRatio.height}` }}
          />
          <span className="h-5" />
        </li>
      ))}
    </ul>
  );
}

/** Template: the twelve templates as pictures drawn by the templates themselves; a click applies one. */
export function TemplateSection() {
  const { t } = useTranslation();
  return (
    <PanelSection section="template">
      <DesignSetting path={["metadata", "template"]} label={t("builderRight.sections.template")}>
        <Suspense fallback={<GallerySkeleton />}>
          <TemplateGallery />
        </Suspense>
      </DesignSetting>
    </PanelSection>
  );
}
