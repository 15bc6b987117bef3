import { z } from "zod";

import { defaultItem, itemSchema, levelSchema } from "../../shared/item";

export const languageSchema = itemSchema.extend({
  name: z.string().min(1),
  description: z.string(),
  level: levelSchema,
});

export type Language = z.infer<typeof languageSchema>;

export const defaultLanguage: Language = {
  ...defaultItem,
  name: "",
  description: "",
  level: 1,
};
