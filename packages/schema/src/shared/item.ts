import { z } from "zod";

import { idSchema } from "./id";

/** Fields every section item carries. */
export const itemSchema = z.object({
  id: idSchema,
  visible: z.boolean(),
});

export type Item = z.infer<typeof itemSchema>;

/**
 * Base of every item default. The empty id is a placeholder, not a valid id: pass a
 * default through `withNewId` before storing it.
 */
export const defaultItem: Item = { id: "", visible: true };

/** Skill and language proficiency, 0 to 5; 0 means "not rated". */
export const levelSchema = z.int().min(0).max(5).default(1);

/** Free-form tags shown as chips. */
export const keywordsSchema = z.array(z.string()).default(() => []);
