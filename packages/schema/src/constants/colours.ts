/**
 * Primary colour presets: the 600 shade of each Tailwind palette, slate and stone first,
 * then the hues in palette order from red to rose.
 */
export const primaryColourPresets = [
  "#475569", // slate
  "#57534e", // stone
  "#dc2626", // red
  "#ea580c", // orange
  "#d97706", // amber
  "#ca8a04", // yellow
  "#65a30d", // lime
  "#16a34a", // green
  "#059669", // emerald
  "#0d9488", // teal
  "#0891b2", // cyan
  "#0284c7", // sky
  "#2563eb", // blue
  "#4f46e5", // indigo
  "#7c3aed", // violet
  "#9333ea", // purple
  "#c026d3", // fuchsia
  "#db2777", // pink
  "#e11d48", // rose
] as const;

export type PrimaryColourPreset = (typeof primaryColourPresets)[number];

export const defaultTheme = {
  background: "#ffffff",
  text: "#000000",
  primary: "#dc2626",
} as const;
