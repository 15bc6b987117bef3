export const pictureAspectRatioPresets = {
  square: 1,
  portrait: 0.75,
  horizontal: 1.33,
} as const;

export const pictureBorderRadiusPresets = {
  square: 0,
  rounded: 6,
  circle: 9999,
} as const;

/** Bounds and step of a slider or number input. */
export type NumericRange = { readonly min: number; readonly max: number; readonly step: number };

/** The ranges of the builder's numeric controls, kept as data so UI and tests share them. */
export const numericControls = {
  pictureAspectRatio: { min: 0.1, max: 2, step: 0.05 },
  pictureBorderRadius: { min: 0, max: 9999, step: 2 },
  pageMargin: { min: 0, max: 48, step: 2 },
  fontSize: { min: 12, max: 18, step: 0.05 },
  lineHeight: { min: 0, max: 3, step: 0.05 },
} as const satisfies Record<string, NumericRange>;

export type NumericControl = keyof typeof numericControls;

/** Clamp `value` into a control's range and snap it to the nearest step from `min`. */
export function clampToRange(value: number, range: NumericRange): number {
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const steps = Math.round((clamped - range.min) / range.step);
  // Round away the binary noise of multiplying by steps such as 0.05.
  const snapped = Number((range.min + steps * range.step).toFixed(6));
  return Math.min(range.max, snapped);
}
