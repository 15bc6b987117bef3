import type { ImportFormat } from "@vitae/schema";
import { importLimits } from "./import-limits";

const mebibytes = (bytes: number) => `${bytes / (1024 * 1024)} MiB`;

/** Where a problem sits: keys and indexes into the file's data, or a file name first for zip archives. */
export type IssuePath = (string | number)[];

/**
 * Problems with the file as a whole, each with a stable code so that an interface can show
 * them in the user's language (the web app translates them by code). The English texts are
 * the product's own wording, shown as they are by the `vitae` command: keep them word for word.
 */
export const fileErrorMessages = {
  readFile: "Failed to read the file",
  parseJson: "Failed to parse JSON",
  jsonTooLarge: `The file is larger than ${mebibytes(importLimits.jsonBytes)}, the limit for JSON files.`,
  jsonTooDeep: `The JSON is nested more than ${importLimits.jsonDepth} levels deep.`,
  notZip: "Failed to read the file: it is not a zip archive.",
  zipCorrupt: "Failed to read the file: the zip archive is damaged.",
  emptyZip: "ParserError: There were no files found inside the zip archive.",
  zipTooLarge: `The zip archive is larger than ${mebibytes(importLimits.zipBytes)}.`,
  zipTooManyEntries: `The zip archive holds more than ${importLimits.zipEntries} files.`,
  zipInflatedTooLarge: `The zip archive unpacks to more than ${mebibytes(importLimits.zipInflatedBytes)}.`,
  zipUnsupported: "The zip archive is encrypted or uses a compression method that is not supported.",
  noLinkedInFiles:
    "None of the LinkedIn export files (Profile, Email Addresses, Certifications, Education, Languages, Positions, Projects, Skills) were found in the zip archive.",
  wrongFormat: "This file looks like another format: choose that format to import it.",
  notVitaePdf: "This PDF was not made by Vitae: it carries no resume data to import.",
} satisfies Record<string, string>;

export type FileErrorCode = keyof typeof fileErrorMessages;

/** One problem (an error or a warning) found while importing, with the path of the field it concerns. */
export interface ImportIssue {
  path: IssuePath;
  message: string;
  /** Set on problems with the file as a whole (see `fileErrorMessages`). */
  code?: FileErrorCode;
  /** With `wrongFormat`: the format the file looks like, to offer it instead. */
  detected?: ImportFormat;
}

/** A problem with the file as a whole. */
export function fileIssue(code: FileErrorCode, path: IssuePath = []): ImportIssue {
  return { path, message: fileErrorMessages[code], code };
}

/** Thrown inside the importers to stop at a problem that leaves nothing to convert. */
export class ImportFailure extends Error {
  constructor(readonly issues: ImportIssue[]) {
    super(issues.map((issue) => issue.message).join("\n"));
    this.name = "ImportFailure";
  }

  static of(code: FileErrorCode, path: IssuePath = []): ImportFailure {
    return new ImportFailure([fileIssue(code, path)]);
  }
}
