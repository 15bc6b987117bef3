import { type NumericRange, clampToRange } from "@vitae/schema";
import { Slider } from "@/ui/slider";
import { DesignSetting } from "./design-setting";
import { useEditing } from "./use-editing";

type NumericSliderProps = {
  /** Where the setting lives in the resume data (marked in a variant that changed it). */
  path: readonly string[];
  label: string;
  /** Bounds and step from the schema's `numericControls`. */
  range: NumericRange;
  value: number;
  onChange: (value: number) => void;
  /** Unit shown after the value, e.g. "pt". */
  unit?: string;
};

/**
 * A design slider: every value it reports is clamped into the range and snapped to the step
 * (steps such as 0.05 otherwise leave binary noise like 14.049999); off while the resume is locked.
 */
export function NumericSlider({ path, label, range, value, onChange, unit = "" }: NumericSliderProps) {
  const { locked } = useEditing();
  return (
    <DesignSetting path={path} label={label}>
      <Slider
      label={label}
      min={range.min}
      max={range.max}
      step={range.step}
      value={value}
      valueText={`${value}${unit}`}
      disabled={locked}
      onValueChange={(next) => {
        const snapped = clampToRange(next, range);
        if (snapped !== value) onChange(snapped);
      }}
      />
    </DesignSetting>
  );
}
