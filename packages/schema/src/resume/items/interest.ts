import { z } from "zod";

import { defaultItem, itemSchema, keywordsSchema } from "../../shared/item";

export const interestSchema = itemSchema.extend({
  name: z.string().min(1),
  keywords: keywordsSchema,
});

export type Interest = z.infer<typeof interestSchema>;

export const defaultInterest: Interest = {
  ...defaultItem,
  name: "",
  keywords: [],
};
