import { z } from "zod";

import { resumeNumberRanges } from "../constants/limits";
import { boundedNumber } from "../shared/bounded";
import { optionalEmailSchema } from "../shared/email";
import { idSchema } from "../shared/id";
import { defaultUrl, isSafeUrl, urlSchema } from "../shared/url";

/** An extra contact line in the header, e.g. a time zone or a work permit. */
export const customFieldSchema = z.object({
  id: idSchema,
  /** A Phosphor icon name such as "globe"; empty shows no icon. */
  icon: z.string(),
  name: z.string(),
  value: z.string(),
});

export type CustomField = z.infer<typeof customFieldSchema>;

export const defaultCustomField: CustomField = { id: "", icon: "", name: "", value: "" };

export const pictureSchema = z.object({
  // Any text is kept (a half-typed address must survive a save); see `hasPicture`.
  url: z.string(),
  size: boundedNumber(resumeNumberRanges.pictureSize).default(64),
  aspectRatio: boundedNumber(resumeNumberRanges.pictureAspectRatio).default(1),
  borderRadius: boundedNumber(resumeNumberRanges.pictureBorderRadius).default(0),
  effects: z.object({
    hidden: z.boolean().default(false),
    border: z.boolean().default(false),
    grayscale: z.boolean().default(false),
  }),
});

export type Picture = z.infer<typeof pictureSchema>;

export const defaultPicture: Picture = {
  url: "",
  size: 64,
  aspectRatio: 1,
  borderRadius: 0,
  effects: { hidden: false, border: false, grayscale: false },
};

/**
 * The parts of `location` when it was imported from a format that keeps them apart (JSON
 * Resume's city, region, countryCode…), so an export can give them back. They describe
 * `location` only while `location` still reads as they do joined with ", "; after an edit
 * of `location` they are ignored. Optional: Reactive Resume v4 files have none.
 */
export const locationPartsSchema = z.object({
  address: z.string().optional(),
  postalCode: z.string().optional(),
  city: z.string().optional(),
  region: z.string().optional(),
  countryCode: z.string().optional(),
});

export type LocationParts = z.infer<typeof locationPartsSchema>;

export const basicsSchema = z.object({
  name: z.string(),
  headline: z.string(),
  email: optionalEmailSchema,
  phone: z.string(),
  location: z.string(),
  locationParts: locationPartsSchema.optional(),
  url: urlSchema,
  customFields: z.array(customFieldSchema),
  picture: pictureSchema,
});

export type Basics = z.infer<typeof basicsSchema>;

export const defaultBasics: Basics = {
  name: "",
  headline: "",
  email: "",
  phone: "",
  location: "",
  url: defaultUrl,
  customFields: [],
  picture: defaultPicture,
};

/**
 * Whether a picture should be drawn: not hidden, and its URL is a valid absolute URL or a
 * same-origin path (uploads may be served from the app's own origin, e.g. "/uploads/a.webp").
 */
export function hasPicture(picture: Picture): boolean {
  if (picture.effects.hidden) return false;
  const sameOriginPath = picture.url.startsWith("/") && !picture.url.startsWith("//");
  return sameOriginPath || isSafeUrl(picture.url);
}
