import { z } from "zod";

import { richTextSchema } from "../../shared/bounded";

import { defaultItem, itemSchema } from "../../shared/item";
import { defaultUrl, urlSchema } from "../../shared/url";

export const volunteerSchema = itemSchema.extend({
  organization: z.string().min(1),
  position: z.string(),
  location: z.string(),
  date: z.string(),
  summary: richTextSchema,
  url: urlSchema,
});

export type Volunteer = z.infer<typeof volunteerSchema>;

export const defaultVolunteer: Volunteer = {
  ...defaultItem,
  organization: "",
  position: "",
  location: "",
  date: "",
  summary: "",
  url: defaultUrl,
};
