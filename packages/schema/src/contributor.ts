import { z } from "zod";

/** A person listed on the landing page (GET /contributors/github and /contributors/crowdin). */
export const contributorSchema = z.object({
  name: z.string(),
  url: z.string(),
  avatar: z.string(),
});

export type Contributor = z.infer<typeof contributorSchema>;
