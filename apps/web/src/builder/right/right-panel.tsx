import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { DeferredSection } from "./deferred-section";
import { HistorySection } from "@/builder/history/history-section";
import { LayoutSection } from "./layout-section";
import { StatisticsSection } from "./statistics-section";
import { TemplateSection } from "./template-section";
import { VariantsSection } from "./variants-section";

// Below the first screen of the panel: each loads as it comes near (DeferredSection).
const TypographySection = lazy(async () => ({ default: (await import("./typography-section")).TypographySection }));
const ThemeSection = lazy(async () => ({ default: (await import("./theme-section")).ThemeSection }));
const PageSection = lazy(async () => ({ default: (await import("./page-section")).PageSection }));
const CssSection = lazy(async () => ({ default: (await import("./css-section")).CssSection }));
const SharingSection = lazy(async () => ({ default: (await import("./sharing-section")).SharingSection }));
const ExportSection = lazy(async () => ({ default: (await import("./export-section")).ExportSection }));
const NotesSection = lazy(async () => ({ default: (await import("./notes-section")).NotesSection }));
const InformationSection = lazy(async () => ({ default: (await import("./information-section")).InformationSection }));

/**
 * The builder's right (design) panel, for the resume in the builder store. Each
 * section has the id `builder-design-<name>` the rail scrolls to. Template and layout show
 * at once; the sections below them, and the heavy parts (template pictures, font catalogue,
 * CSS editor, History), load as the panel scrolls near them.
 */
export function RightPanel() {
  const { t } = useTranslation();
  return (
    <div aria-label={t("builderRight.panelLabel")} role="region" className="px-4 pb-8">
      <TemplateSection />
      <LayoutSection />
      <DeferredSection section="typography" component={TypographySection} />
      <DeferredSection section="theme" component={ThemeSection} />
      <DeferredSection section="page" component={PageSection} />
      <DeferredSection section="css" component={CssSection} />
      <DeferredSection section="sharing" component={SharingSection} />
      {/* Light shells whose heavy parts (variants, downloads, History) load as they come near by themselves. */}
      <VariantsSection />
      <StatisticsSection />
      <HistorySection />
      <DeferredSection section="export" component={ExportSection} />
      <DeferredSection section="notes" component={NotesSection} />
      <DeferredSection section="information" component={InformationSection} />
    </div>
  );
}
