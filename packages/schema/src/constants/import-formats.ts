import { z } from "zod";

export const importFormats = [
  "reactive-resume-json",
  "reactive-resume-v3-json",
  "json-resume-json",
  "linkedin-data-export-zip",
] as const;

export const importFormatSchema = z.enum(importFormats);

export type ImportFormat = z.infer<typeof importFormatSchema>;

/** The file extension the import file picker accepts for each format. */
export const importFileExtensions: Record<ImportFormat, ".json" | ".zip"> = {
  "reactive-resume-json": ".json",
  "reactive-resume-v3-json": ".json",
  "json-resume-json": ".json",
  "linkedin-data-export-zip": ".zip",
};
