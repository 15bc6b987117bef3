import { z } from "zod";

import { defaultItem, itemSchema, keywordsSchema, levelSchema } from "../../shared/item";

/** A skill; unlike other items nothing is required, so a row of keywords alone is valid. */
export const skillSchema = itemSchema.extend({
  name: z.string(),
  description: z.string(),
  level: levelSchema,
  keywords: keywordsSchema,
});

export type Skill = z.infer<typeof skillSchema>;

export const defaultSkill: Skill = {
  ...defaultItem,
  name: "",
  description: "",
  level: 1,
  keywords: [],
};
