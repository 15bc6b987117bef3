import { z } from "zod";

import { richTextSchema } from "../../shared/bounded";

import { defaultItem, itemSchema } from "../../shared/item";
import { defaultUrl, urlSchema } from "../../shared/url";

export const publicationSchema = itemSchema.extend({
  name: z.string().min(1),
  publisher: z.string(),
  date: z.string(),
  summary: richTextSchema,
  url: urlSchema,
});

export type Publication = z.infer<typeof publicationSchema>;

export const defaultPublication: Publication = {
  ...defaultItem,
  name: "",
  publisher: "",
  date: "",
  summary: "",
  url: defaultUrl,
};
