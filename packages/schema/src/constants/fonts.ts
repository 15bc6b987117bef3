import { z } from "zod";

/** Fonts offered as one-click choices; they are self-hosted so printing needs no font CDN. */
export const quickFonts = [
  "Open Sans",
  "Merriweather",
  "Roboto Condensed",
  "Playfair Display",
  "Lato",
  "Lora",
  "PT Sans",
  "PT Serif",
  "IBM Plex Sans",
  "IBM Plex Serif",
] as const;

export type QuickFont = (typeof quickFonts)[number];

export const defaultFontFamily: QuickFont = "IBM Plex Serif";
/** Choosing a family resets the subset and variants to these. */
export const defaultFontSubset = "latin";
export const defaultFontVariants: readonly string[] = ["regular"];

export const fontCategories = ["serif", "sans-serif", "display", "handwriting", "monospace"] as const;

export const fontCategorySchema = z.enum(fontCategories);

export type FontCategory = z.infer<typeof fontCategorySchema>;

/** Weights 100 to 900, "regular", "italic", or a weight followed by "italic" (e.g. "700italic"). */
export const fontVariantSchema = z
  .string()
  .regex(/^(?:regular|italic|[1-9]00(?:italic)?)$/, { message: "Unknown font variant" });

/** One family of the third-party font catalogue (Google Fonts' metadata). */
export const fontCatalogueEntrySchema = z.object({
  family: z.string().min(1),
  category: fontCategorySchema,
  subsets: z.array(z.string()),
  variants: z.array(fontVariantSchema),
  /** Variant name to font file address. */
  files: z.record(z.string(), z.string()),
});

export type FontCatalogueEntry = z.infer<typeof fontCatalogueEntrySchema>;
