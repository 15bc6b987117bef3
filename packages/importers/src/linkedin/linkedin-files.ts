import { ImportFailure, type ImportIssue } from "../import-issue";
import { parseCsv, type CsvTable } from "../parse-csv";
import { decodeText } from "../decode-text";
import type { ZipArchive } from "../read-zip";

/** The files of a LinkedIn data export that the import reads; all others are ignored. */
export const linkedInFiles = [
  "Profile.csv",
  "Email Addresses.csv",
  "Certifications.csv",
  "Education.csv",
  "Languages.csv",
  "Positions.csv",
  "Projects.csv",
  "Skills.csv",
] as const;

export type LinkedInFile = (typeof linkedInFiles)[number];
export type LinkedInTables = Partial<Record<LinkedInFile, CsvTable>>;

/** A name that would leave a folder or start at a root if it were used as a path. */
function pointsOutside(name: string): boolean {
  return /^[/\\]|^[a-z]:/i.test(name) || name.split(/[/\\]/).includes("..");
}

function baseName(name: string): string {
  return name.split(/[/\\]/).pop() ?? name;
}

/**
 * The LinkedIn CSV files found in the archive, parsed. They may sit at the top or in a
 * folder; entries whose names point outside the archive are skipped with a warning (a
 * name is only compared, never opened). Fails when none of the files is there.
 */
export function readLinkedInFiles(zip: ZipArchive, warnings: ImportIssue[]): LinkedInTables {
  const tables: LinkedInTables = {};
  for (const entry of zip.entries) {
    if (entry.folder) continue;
    if (pointsOutside(entry.name)) {
      warnings.push({ path: [entry.name], message: "Skipped a file whose name points outside the archive" });
      continue;
    }
    const base = baseName(entry.name).toLowerCase();
    const file = linkedInFiles.find((known) => known.toLowerCase() === base);
    if (!file) continue;
    if (tables[file]) {
      warnings.push({ path: [entry.name], message: `Skipped a second ${file}` });
      continue;
    }
    // LinkedIn writes UTF-8; stray bytes become U+FFFD rather than failing the import.
    tables[file] = parseCsv(decodeText(zip.read(entry), false) ?? "", file, warnings);
  }
  if (Object.keys(tables).length === 0) throw ImportFailure.of("noLinkedInFiles");
  return tables;
}
