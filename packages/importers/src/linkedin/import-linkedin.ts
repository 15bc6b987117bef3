import type { ResumeData } from "@vitae/schema";
import { ImportFailure, type ImportIssue } from "../import-issue";
import type { ImportLimits } from "../import-limits";
import { openZip } from "../read-zip";
import { convertLinkedIn } from "./convert-linkedin";
import { readLinkedInFiles } from "./linkedin-files";

/** A LinkedIn data export zip as our resume data; other files in the archive are ignored. */
export function importLinkedIn(input: Uint8Array | string, warnings: ImportIssue[], limits: ImportLimits): ResumeData {
  // A zip archive is bytes; text can only be a file read the wrong way.
  if (typeof input === "string") throw ImportFailure.of("readFile");
  return convertLinkedIn(readLinkedInFiles(openZip(input, limits), warnings), warnings);
}
