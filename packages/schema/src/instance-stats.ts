import { z } from "zod";

/** How many accounts and resumes this instance holds (GET /api/stats), for the landing page. */
export const instanceStatsSchema = z.object({
  users: z.number().int().nonnegative(),
  resumes: z.number().int().nonnegative(),
});

export type InstanceStats = z.infer<typeof instanceStatsSchema>;
