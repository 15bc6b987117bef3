import { z } from "zod";

/** A UI language offered by the language picker (GET /translation/languages). */
export const languageOptionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** BCP 47 tag such as "en-US". */
  locale: z.string().min(2),
  /** The translation platform's code for the language. */
  editorCode: z.string(),
});

export type LanguageOption = z.infer<typeof languageOptionSchema>;
