import { type Metadata, primaryColourPresets } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { cn } from "@/ui/cn";
import { useBuilderStore } from "@/builder/store/builder-store";
import { ColourField } from "./colour-field";
import { DesignSetting } from "./design-setting";
import { PanelSection } from "./panel-section";
import { useEditing } from "./use-editing";

type ThemeColour = keyof Metadata["theme"];

const themeColours: readonly ThemeColour[] = ["background", "text", "primary"];

/** Theme: the primary colour presets, then background, text and primary as picker plus hex code. */
export function ThemeSection() {
  const { t } = useTranslation();
  const { edit, locked } = useEditing();
  const theme = useBuilderStore((state) => state.data?.metadata.theme);
  if (!theme) return null;
  const setColour = (key: ThemeColour, colour: string) => edit((data) => void (data.metadata.theme[key] = colour));
  return (
    <PanelSection section="theme">
      <div role="group" aria-label={t("builderRight.theme.presets")} className="flex flex-wrap gap-1.5">
        {primaryColourPresets.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-label={t("builderRight.theme.preset", { colour: preset })}
            title={preset}
            aria-pressed={theme.primary.toLowerCase() === preset}
            disabled={locked}
            onClick={() => setColour("primary", preset)}
            style={{ background: preset }}
            className={cn(
              "size-7 rounded-full ring-offset-2 ring-offset-white dark:ring-offset-zinc-950",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500",
              "disabled:cursor-not-allowed disabled:opacity-60 aria-pressed:ring-2 aria-pressed:ring-zinc-900 dark:aria-pressed:ring-zinc-100",
            )}
          />
        ))}
      </div>
      {themeColours.map((key) => (
        <DesignSetting key={key} path={["metadata", "theme", key]} label={t(`builderRight.theme.${key}`)}>
          <ColourField label={t(`builderRight.theme.${key}`)} value={theme[key]} disabled={locked} onChange={(colour) => setColour(key, colour)} />
        </DesignSetting>
      ))}
    </PanelSection>
  );
}
