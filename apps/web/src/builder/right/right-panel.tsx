import { useTranslation } from "react-i18next";
import { HistorySection } from "@/builder/history/history-section";
import { CssSection } from "./css-section";
import { ExportSection } from "./export-section";
import { InformationSection } from "./information-section";
import { LayoutSection } from "./layout-section";
import { NotesSection } from "./notes-section";
import { PageSection } from "./page-section";
import { SharingSection } from "./sharing-section";
import { StatisticsSection } from "./statistics-section";
import { TemplateSection } from "./template-section";
import { ThemeSection } from "./theme-section";
import { VariantsSection } from "./variants-section";
import { TypographySection } from "./typography-section";

/**
 * The builder's right (design) panel, for the resume in the builder store. Each
 * section has the id `builder-design-<name>` the rail scrolls to. The heavy parts (template
 * pictures, font catalogue, CSS editor) load on their own once the panel shows.
 */
export function RightPanel() {
  const { t } = useTranslation();
  return (
    <div aria-label={t("builderRight.panelLabel")} role="region" className="px-4 pb-8">
      <TemplateSection />
      <LayoutSection />
      <TypographySection />
      <ThemeSection />
      <PageSection />
      <CssSection />
      <SharingSection />
      <VariantsSection />
      <StatisticsSection />
      <HistorySection />
      <ExportSection />
      <NotesSection />
      <InformationSection />
    </div>
  );
}
