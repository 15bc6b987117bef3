import { readFile as readFromDisk } from "node:fs/promises";
import { type ImportIssue, importResume } from "@vitae/importers";
import type { ResumeData } from "@vitae/schema";
import type { Io } from "./main";

/** A file's bytes, or undefined after telling why it could not be read ('Failed to read the file'). */
export async function readFileBytes(file: string, io: Io): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await readFromDisk(file));
  } catch (error) {
    io.stderr.write(`Failed to read the file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`);
    return undefined;
  }
}

/** One problem per line: `path: message`, or the message alone for the file as a whole. */
export function writeIssues(io: Io, issues: readonly ImportIssue[], prefix = ""): void {
  for (const issue of issues) {
    const where = issue.path.join(".");
    io.stderr.write(`${prefix}${where === "" ? "" : `${where}: `}${issue.message}\n`);
  }
}

/** A resume file of our own format, or undefined after listing every problem with its path. */
export async function readResumeFile(file: string, io: Io): Promise<ResumeData | undefined> {
  const bytes = await readFileBytes(file, io);
  if (!bytes) return undefined;
  const result = importResume("reactive-resume-json", bytes);
  if (result.ok) return result.data;
  writeIssues(io, result.errors);
  return undefined;
}
