import {
  type Metadata,
  type ResumeData,
  defaultFontSubset,
  defaultFontVariants,
  numericControls,
  quickFonts,
} from "@vitae/schema";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { quickFontFaces } from "@/artboard/font-faces";
import { quickFont } from "@/artboard/fonts";
import { cn } from "@/ui/cn";
import { Label } from "@/ui/label";
import { MultiSelect } from "@/ui/multi-select";
import { FontUnavailableNotice } from "@/builder/font-unavailable-notice";
import { useBuilderStore } from "@/builder/store/builder-store";
import { type FontFamily, useFontCatalogue } from "./font-catalogue";
import { DesignSetting } from "./design-setting";
import { FontFamilyPicker } from "./font-family-picker";
import { NumericSlider } from "./numeric-slider";
import { PanelSection } from "./panel-section";
import { SelectField } from "./select-field";
import { SettingSwitch } from "./setting-switch";
import { useEditing } from "./use-editing";

type Typography = Metadata["typography"];

/** Choosing a family starts from its latin subset and regular variant. */
function setFamily(data: ResumeData, family: string): void {
  const { font } = data.metadata.typography;
  font.family = family;
  font.subset = defaultFontSubset;
  font.variants = [...defaultFontVariants];
}

/** Typography: family (quick fonts, or any family of the catalogue), subset, variants, size, line height and two switches. */
export function TypographySection() {
  const { t } = useTranslation();
  const { edit, locked } = useEditing();
  const typography = useBuilderStore((state) => state.data?.metadata.typography);
  if (!typography) return null;
  const chooseFamily = (family: string) => edit((data) => setFamily(data, family));
  return (
    <PanelSection section="typography">
      <QuickFonts current={typography.font.family} onChoose={chooseFamily} disabled={locked} />
      <CatalogueControls typography={typography} onFamily={chooseFamily} />
      <NumericSlider
        path={["metadata", "typography", "font", "size"]}
        label={t("builderRight.typography.size")}
        range={numericControls.fontSize}
        value={typography.font.size}
        onChange={(size) => edit((data) => void (data.metadata.typography.font.size = size))}
      />
      <NumericSlider
        path={["metadata", "typography", "lineHeight"]}
        label={t("builderRight.typography.lineHeight")}
        range={numericControls.lineHeight}
        value={typography.lineHeight}
        onChange={(lineHeight) => edit((data) => void (data.metadata.typography.lineHeight = lineHeight))}
      />
      <SettingSwitch
        path={["metadata", "typography", "hideIcons"]}
        label={t("builderRight.typography.hideIcons")}
        checked={typography.hideIcons}
        onChange={(hideIcons) => edit((data) => void (data.metadata.typography.hideIcons = hideIcons))}
      />
      <SettingSwitch
        path={["metadata", "typography", "underlineLinks"]}
        label={t("builderRight.typography.underlineLinks")}
        checked={typography.underlineLinks}
        onChange={(underlineLinks) => edit((data) => void (data.metadata.typography.underlineLinks = underlineLinks))}
      />
    </PanelSection>
  );
}

/** The ten quick fonts as one-click buttons, each written in its own typeface. */
function QuickFonts({ current, onChoose, disabled }: { current: string; onChoose: (family: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    // The regular face of each quick font, self-hosted like the artboard's, so the buttons show it.
    for (const family of quickFonts) void quickFontFaces[family]["400"]?.().catch(() => undefined);
  }, []);
  return (
    <div className="grid gap-1.5">
      <Label id="builder-quick-fonts">{t("builderRight.typography.quickFonts")}</Label>
      <div role="group" aria-labelledby="builder-quick-fonts" className="grid grid-cols-2 gap-1.5">
        {quickFonts.map((family) => (
          <button
            key={family}
            type="button"
            aria-pressed={current === family}
            disabled={disabled}
            onClick={() => current !== family && onChoose(family)}
            style={{ fontFamily: `"${family}"` }}
            className={cn(
              "truncate rounded-md border border-zinc-200 px-2 py-1.5 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500",
              "disabled:cursor-not-allowed disabled:opacity-60",
              "aria-pressed:border-zinc-900 aria-pressed:bg-zinc-100 dark:aria-pressed:border-zinc-100 dark:aria-pressed:bg-zinc-800",
            )}
          >
            {family}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * Family, subset and variants. A quick font's subsets and variants are at hand; any other
 * family's come with the whole catalogue, fetched for it (or when the picker opens).
 */
function CatalogueControls({ typography, onFamily }: { typography: Typography; onFamily: (family: string) => void }) {
  const { t } = useTranslation();
  const { edit, locked } = useEditing();
  const { font } = typography;
  const { families } = useFontCatalogue(quickFont(font.family) === null);
  const entry: FontFamily | undefined = families.find((candidate) => candidate.family === font.family);
  // A family outside the catalogue (an import), or not fetched yet, still offers what it has chosen.
  const subsets = withCurrent(entry?.subsets ?? [], [font.subset]);
  const variants = withCurrent(entry?.variants ?? [], font.variants);
  return (
    <>
      <DesignSetting path={["metadata", "typography", "font", "family"]} label={t("builderRight.typography.family")}>
        <FontFamilyPicker value={font.family} onChange={onFamily} disabled={locked} />
      </DesignSetting>
      {/* The preview announces it; here it stands beside the choice. */}
      <FontUnavailableNotice announce={false} />
      <SelectField
        id="builder-font-subset"
        path={["metadata", "typography", "font", "subset"]}
        label={t("builderRight.typography.subset")}
        value={font.subset}
        options={subsets.map((subset) => ({ value: subset, label: subset }))}
        onChange={(subset) => edit((data) => void (data.metadata.typography.font.subset = subset))}
      />
      <DesignSetting path={["metadata", "typography", "font", "variants"]} label={t("builderRight.typography.variants")}>
        <MultiSelect
          label={t("builderRight.typography.variants")}
          options={variants.map((variant) => ({ value: variant, label: variant }))}
          value={font.variants}
          disabled={locked}
          onChange={(next) => edit((data) => void (data.metadata.typography.font.variants = next))}
        />
      </DesignSetting>
    </>
  );
}

function withCurrent(options: readonly string[], current: readonly string[]): string[] {
  return [...options, ...current.filter((value) => !options.includes(value))];
}
