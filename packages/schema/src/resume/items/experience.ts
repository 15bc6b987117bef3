import { z } from "zod";

import { richTextSchema } from "../../shared/bounded";

import { defaultItem, itemSchema } from "../../shared/item";
import { defaultUrl, urlSchema } from "../../shared/url";

export const experienceSchema = itemSchema.extend({
  company: z.string().min(1),
  position: z.string(),
  location: z.string(),
  date: z.string(),
  summary: richTextSchema,
  url: urlSchema,
});

export type Experience = z.infer<typeof experienceSchema>;

export const defaultExperience: Experience = {
  ...defaultItem,
  company: "",
  position: "",
  location: "",
  date: "",
  summary: "",
  url: defaultUrl,
};
