import { z } from "zod";

import { richTextSchema } from "../../shared/bounded";

import { defaultItem, itemSchema, keywordsSchema } from "../../shared/item";
import { defaultUrl, urlSchema } from "../../shared/url";

export const projectSchema = itemSchema.extend({
  name: z.string().min(1),
  description: z.string(),
  date: z.string(),
  summary: richTextSchema,
  keywords: keywordsSchema,
  url: urlSchema,
});

export type Project = z.infer<typeof projectSchema>;

export const defaultProject: Project = {
  ...defaultItem,
  name: "",
  description: "",
  date: "",
  summary: "",
  keywords: [],
  url: defaultUrl,
};
