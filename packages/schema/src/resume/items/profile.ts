import { z } from "zod";

import { defaultItem, itemSchema } from "../../shared/item";
import { defaultUrl, urlSchema } from "../../shared/url";

export const profileSchema = itemSchema.extend({
  network: z.string().min(1),
  username: z.string().min(1),
  /** A simple-icons slug such as "github" or "linkedin"; empty shows no icon. */
  icon: z.string(),
  url: urlSchema,
});

export type Profile = z.infer<typeof profileSchema>;

export const defaultProfile: Profile = {
  ...defaultItem,
  network: "",
  username: "",
  icon: "",
  url: defaultUrl,
};
