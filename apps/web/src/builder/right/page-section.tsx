import { numericControls, pageFormatSchema, pageFormats } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { useBuilderStore } from "@/builder/store/builder-store";
import { NumericSlider } from "./numeric-slider";
import { PanelSection } from "./panel-section";
import { SelectField } from "./select-field";
import { SettingSwitch } from "./setting-switch";
import { useEditing } from "./use-editing";

/** Page: paper format, margin, and the page-break line and page numbers of the preview and print. */
export function PageSection() {
  const { t } = useTranslation();
  const { edit } = useEditing();
  const page = useBuilderStore((state) => state.data?.metadata.page);
  if (!page) return null;
  return (
    <PanelSection section="page">
      <SelectField
        id="builder-page-format"
        path={["metadata", "page", "format"]}
        label={t("builderRight.page.format")}
        value={page.format}
        options={pageFormats.map((format) => ({ value: format, label: t(`builderRight.page.formats.${format}`) }))}
        onChange={(value) => {
          const format = pageFormatSchema.safeParse(value);
          if (format.success) edit((data) => void (data.metadata.page.format = format.data));
        }}
      />
      <NumericSlider
        path={["metadata", "page", "margin"]}
        label={t("builderRight.page.margin")}
        range={numericControls.pageMargin}
        value={page.margin}
        unit=" pt"
        onChange={(margin) => edit((data) => void (data.metadata.page.margin = margin))}
      />
      <SettingSwitch
        path={["metadata", "page", "options", "breakLine"]}
        label={t("builderRight.page.breakLine")}
        checked={page.options.breakLine}
        onChange={(breakLine) => edit((data) => void (data.metadata.page.options.breakLine = breakLine))}
      />
      <SettingSwitch
        path={["metadata", "page", "options", "pageNumbers"]}
        label={t("builderRight.page.pageNumbers")}
        checked={page.options.pageNumbers}
        onChange={(pageNumbers) => edit((data) => void (data.metadata.page.options.pageNumbers = pageNumbers))}
      />
    </PanelSection>
  );
}
