import { z } from "zod";

/** An email address that may be left empty, as in resume basics. */
export const optionalEmailSchema = z.union([z.literal(""), z.email()]);

export type OptionalEmail = z.infer<typeof optionalEmailSchema>;
