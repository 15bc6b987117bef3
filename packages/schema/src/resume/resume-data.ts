import { z } from "zod";

import { basicsSchema, defaultBasics } from "./basics";
import { defaultMetadata, metadataSchema } from "./metadata";
import { defaultSections, sectionsSchema } from "./sections";

/**
 * The content and styling of one resume. Field names and nesting match Reactive Resume
 * v4's export format, so its JSON exports parse unchanged.
 */
export const resumeDataSchema = z.object({
  basics: basicsSchema,
  sections: sectionsSchema,
  metadata: metadataSchema,
});

export type ResumeData = z.infer<typeof resumeDataSchema>;

export const defaultResumeData: ResumeData = {
  basics: defaultBasics,
  sections: defaultSections,
  metadata: defaultMetadata,
};

/** A deep copy of `defaultResumeData`, safe to hand to code that mutates in place (immer drafts aside). */
export function createDefaultResumeData(): ResumeData {
  return structuredClone(defaultResumeData);
}
