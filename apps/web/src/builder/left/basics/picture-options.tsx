import { SlidersHorizontal } from "@phosphor-icons/react";
import {
  type NumericRange,
  type Picture,
  numericControls,
  pictureAspectRatioPresets,
  pictureBorderRadiusPresets,
  resumeNumberRanges,
} from "@vitae/schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/ui/popover";
import { Slider } from "@/ui/slider";
import { Switch } from "@/ui/switch";
import { TextField } from "@/ui/text-field";
import { useBuilderStore } from "@/builder/store/builder-store";

type PresetSliderProps<Name extends string> = {
  label: string;
  presetsLabel: string;
  range: NumericRange;
  presets: Record<Name, number>;
  /** The name shown on each preset's button. */
  names: Record<Name, string>;
  value: number;
  onChange: (value: number) => void;
};

/** A slider with buttons for its preset values; the preset matching the value is pressed. */
function PresetSlider<Name extends string>({ label, presetsLabel, range, presets, names, value, onChange }: PresetSliderProps<Name>) {
  return (
    <div className="grid gap-2">
      <Slider label={label} value={value} onValueChange={onChange} {...range} />
      <div role="group" aria-label={presetsLabel} className="flex gap-1">
        {(Object.entries(presets) as [Name, number][]).map(([name, preset]) => (
          <Button
            key={name}
            variant={value === preset ? "primary" : "secondary"}
            size="sm"
            className="flex-1"
            aria-pressed={value === preset}
            onClick={() => onChange(preset)}
          >
            {names[name]}
          </Button>
        ))}
      </div>
    </div>
  );
}

const effects = ["hidden", "border", "grayscale"] as const satisfies readonly (keyof Picture["effects"])[];

/** The picture's size, aspect ratio, corner radius and effects, within the schema's ranges. */
export function PictureOptions({ picture, disabled }: { picture: Picture; disabled: boolean }) {
  const { t } = useTranslation();
  const edit = useBuilderStore((state) => state.edit);
  // The size as typed: an emptied field stays empty until a number is entered or it is left.
  const [sizeDraft, setSizeDraft] = useState<string | null>(null);
  const set = (patch: Partial<Omit<Picture, "effects">>) =>
    edit((data) => {
      Object.assign(data.basics.picture, patch);
    });
  const setEffect = (effect: keyof Picture["effects"], on: boolean) =>
    edit((data) => {
      data.basics.picture.effects[effect] = on;
    });

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="secondary" size="icon" disabled={disabled} aria-label={t("builderLeft.picture.options")}>
          <SlidersHorizontal size={18} aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="grid w-80 gap-4" aria-label={t("builderLeft.picture.options")}>
        <TextField
          label={t("builderLeft.picture.size")}
          type="number"
          min={resumeNumberRanges.pictureSize.min}
          max={resumeNumberRanges.pictureSize.max}
          inputMode="numeric"
          value={sizeDraft ?? String(picture.size)}
          onChange={(event) => {
            setSizeDraft(event.target.value);
            const size = Number(event.target.value);
            // Only sizes the server stores (resumeNumberRanges) are saved.
            const { min, max } = resumeNumberRanges.pictureSize;
            if (event.target.value.trim() !== "" && Number.isFinite(size) && size >= min && size <= max) set({ size });
          }}
          onBlur={() => setSizeDraft(null)}
        />
        <PresetSlider
          label={t("builderLeft.picture.aspectRatio")}
          presetsLabel={t("builderLeft.picture.aspectRatioPresets")}
          range={numericControls.pictureAspectRatio}
          presets={pictureAspectRatioPresets}
          names={{
            square: t("builderLeft.picture.ratio.square"),
            portrait: t("builderLeft.picture.ratio.portrait"),
            horizontal: t("builderLeft.picture.ratio.horizontal"),
          }}
          value={picture.aspectRatio}
          onChange={(aspectRatio) => set({ aspectRatio })}
        />
        <PresetSlider
          label={t("builderLeft.picture.borderRadius")}
          presetsLabel={t("builderLeft.picture.borderRadiusPresets")}
          range={numericControls.pictureBorderRadius}
          presets={pictureBorderRadiusPresets}
          names={{
            square: t("builderLeft.picture.radius.square"),
            rounded: t("builderLeft.picture.radius.rounded"),
            circle: t("builderLeft.picture.radius.circle"),
          }}
          value={picture.borderRadius}
          onChange={(borderRadius) => set({ borderRadius })}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t("builderLeft.picture.effects")}</legend>
          {effects.map((effect) => (
            <Switch
              key={effect}
              label={t(`builderLeft.picture.${effect}`)}
              checked={picture.effects[effect]}
              onCheckedChange={(on) => setEffect(effect, on)}
            />
          ))}
        </fieldset>
      </PopoverContent>
    </Popover>
  );
}
