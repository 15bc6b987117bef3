import { z } from "zod";

import { richTextSchema } from "../../shared/bounded";

import { defaultItem, itemSchema, keywordsSchema } from "../../shared/item";
import { defaultUrl, urlSchema } from "../../shared/url";

/** An entry of a user-defined section; nothing is required because its meaning is the user's. */
export const customItemSchema = itemSchema.extend({
  name: z.string(),
  description: z.string(),
  date: z.string(),
  location: z.string(),
  summary: richTextSchema,
  keywords: keywordsSchema,
  url: urlSchema,
});

export type CustomItem = z.infer<typeof customItemSchema>;

export const defaultCustomItem: CustomItem = {
  ...defaultItem,
  name: "",
  description: "",
  date: "",
  location: "",
  summary: "",
  keywords: [],
  url: defaultUrl,
};
