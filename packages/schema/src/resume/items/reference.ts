import { z } from "zod";

import { richTextSchema } from "../../shared/bounded";

import { defaultItem, itemSchema } from "../../shared/item";
import { defaultUrl, urlSchema } from "../../shared/url";

export const referenceSchema = itemSchema.extend({
  name: z.string().min(1),
  description: z.string(),
  summary: richTextSchema,
  url: urlSchema,
});

export type Reference = z.infer<typeof referenceSchema>;

export const defaultReference: Reference = {
  ...defaultItem,
  name: "",
  description: "",
  summary: "",
  url: defaultUrl,
};
