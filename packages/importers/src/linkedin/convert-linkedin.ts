import { type ResumeData, createDefaultResumeData, createId, optionalEmailSchema } from "@vitae/schema";
import { formatDateRange } from "../date-range";
import { ImportFailure, type ImportIssue } from "../import-issue";
import { newItem } from "../new-item";
import { normaliseUrl } from "../normalise-url";
import type { CsvRecord, CsvTable } from "../parse-csv";
import { customFieldsFrom } from "../extra-values";
import { joinHtml, plainTextToHtml, textToHtml } from "../rich-text";
import type { LinkedInFile, LinkedInTables } from "./linkedin-files";
import { parseTwitterHandles, parseWebsites } from "./linkedin-lists";

/**
 * What a Profile.csv without one of these columns is read as (the LinkedIn defaults of
 * docs/import-formats.md). Each use is reported as a warning, so nobody publishes a placeholder unawares.
 * A resume shows no postal address, so the Address placeholder is never needed.
 */
export const linkedInPlaceholders = {
  "First Name": "John",
  "Last Name": "Doe",
  Address: "123 Example Street",
  "Twitter Handles": "@example",
  Websites: "https://www.example.com",
} as const;

const yesNo = new Set(["Yes", "No"]);

/** LinkedIn's proficiency wording as our 0-5 level. */
const proficiencyLevels: [RegExp, number][] = [
  [/^native|bilingual/i, 5],
  [/^full professional/i, 4],
  [/^professional working/i, 3],
  [/^limited working/i, 2],
  [/^elementary/i, 1],
];

/** A cell by its column name; several names for exports that named the column differently over the years. */
function cell(record: CsvRecord, ...columns: string[]): string {
  for (const column of columns) {
    const value = record.values.get(column);
    if (value !== undefined && value !== "") return value;
  }
  return "";
}

// Projects.csv of 2018 and earlier exports: "Start Date"/"End Date" instead of "Started On"/"Finished On".
const startColumns = ["Started On", "Start Date"];
const endColumns = ["Finished On", "End Date"];

/** The columns each file's conversion reads; values in any other column are reported (or, in Profile.csv, kept as custom fields). */
const readColumns: Record<LinkedInFile, readonly string[]> = {
  "Profile.csv": ["First Name", "Last Name", "Headline", "Summary", "Geo Location", "Twitter Handles", "Websites"],
  "Email Addresses.csv": ["Email Address", "Confirmed", "Primary", "Updated On"],
  "Certifications.csv": ["Name", "Url", "Authority", "License Number", ...startColumns, ...endColumns],
  "Education.csv": ["School Name", "Degree Name", "Notes", "Activities", "Start Date", "End Date"],
  "Languages.csv": ["Name", "Proficiency"],
  "Positions.csv": ["Company Name", "Title", "Description", "Location", ...startColumns, ...endColumns],
  "Projects.csv": ["Title", "Description", "Url", ...startColumns, ...endColumns],
  "Skills.csv": ["Name"],
};

/** Profile columns imported with a reminder that they are private. */
const privateProfileColumns = new Set(["Address"]);

/** Names each column of the other files that holds values nothing reads, with a warning. */
function reportUnreadColumns(tables: LinkedInTables, warnings: ImportIssue[]): void {
  for (const [file, table] of Object.entries(tables) as [LinkedInFile, CsvTable][]) {
    if (file === "Profile.csv") continue;
    for (const column of table.columns) {
      if (readColumns[file].includes(column) || column.trim() === "") continue;
      const filled = table.records.filter((record) => (record.values.get(column) ?? "") !== "").length;
      if (filled > 0) warnings.push({ path: [file, column], message: `Left out the column "${column}" (${filled} value${filled > 1 ? "s" : ""}): it has no place in a resume here` });
    }
  }
}

/** Each record with a value in `required`; records without it are skipped with a warning. */
function recordsOf(table: CsvTable | undefined, file: LinkedInFile, required: string, warnings: ImportIssue[]): CsvRecord[] {
  return (table?.records ?? []).filter((record) => {
    if (cell(record, required) !== "") return true;
    warnings.push({ path: [file, record.row, required], message: `Skipped a row without "${required}"` });
    return false;
  });
}

/** Email Addresses.csv: every address must be valid, Confirmed and Primary Yes or No. */
function checkEmails(table: CsvTable | undefined): { email: string; row: number; primary: boolean }[] {
  const file: LinkedInFile = "Email Addresses.csv";
  const issues: ImportIssue[] = [];
  const emails: { email: string; row: number; primary: boolean }[] = [];
  for (const record of table?.records ?? []) {
    const email = cell(record, "Email Address");
    if (email === "") issues.push({ path: [file, record.row, "Email Address"], message: "Required" });
    else if (!optionalEmailSchema.safeParse(email).success) {
      issues.push({ path: [file, record.row, "Email Address"], message: "Expected an email address" });
    } else emails.push({ email, row: record.row, primary: cell(record, "Primary") === "Yes" });
    for (const column of ["Confirmed", "Primary"]) {
      if (!yesNo.has(cell(record, column))) issues.push({ path: [file, record.row, column], message: "Expected Yes or No" });
    }
  }
  if (issues.length > 0) throw new ImportFailure(issues);
  // The primary address first; the order of the file otherwise.
  return [...emails.filter((entry) => entry.primary), ...emails.filter((entry) => !entry.primary)];
}

function profileCell(profile: CsvTable, record: CsvRecord, column: string, warnings: ImportIssue[]): string {
  if (profile.columns.includes(column)) return cell(record, column);
  const placeholder = linkedInPlaceholders[column as keyof typeof linkedInPlaceholders];
  if (placeholder === undefined) return "";
  warnings.push({ path: ["Profile.csv", column], message: `The column is missing: the placeholder "${placeholder}" is used` });
  return placeholder;
}

function convertProfile(tables: LinkedInTables, data: ResumeData, warnings: ImportIssue[]): void {
  const profile = tables["Profile.csv"];
  const record = profile?.records[0];
  if (!profile || !record) {
    warnings.push({
      path: ["Profile.csv"],
      message: profile
        ? "Profile.csv has no rows: the name, headline, location and summary are left empty"
        : "The archive has no Profile.csv: the name, headline, location and summary are left empty",
    });
    return;
  }
  const read = (column: string) => profileCell(profile, record, column, warnings);
  const name = [read("First Name"), read("Last Name")].filter((part) => part !== "").join(" ");
  data.basics.name = name;
  data.basics.headline = read("Headline");
  data.basics.location = read("Geo Location");
  data.sections.summary.content = plainTextToHtml(read("Summary"));

  data.sections.profiles.items = parseTwitterHandles(read("Twitter Handles")).map((handle) =>
    newItem("profiles", {
      network: "Twitter",
      username: handle,
      icon: "twitter",
      url: { label: "", href: /^\w{1,15}$/.test(handle) ? `https://twitter.com/${handle}` : "" },
    }),
  );
  const sites = parseWebsites(read("Websites")).flatMap((site, index) => {
    const href = normaliseUrl(site.url, ["Profile.csv", record.row, "Websites", index], warnings);
    return href === "" ? [] : [{ ...site, href }];
  });
  const [first, ...others] = sites;
  if (first) data.basics.url = { label: "", href: first.href };
  data.basics.customFields = others.map((site) => ({ id: createId(), icon: "globe", name: site.kind, value: site.href }));
  // Columns without a field of ours (Birth Date, Industry, Zip Code, Instant Messengers, Maiden Name…) as custom fields.
  for (const column of profile.columns) {
    const value = cell(record, column);
    if (readColumns["Profile.csv"].includes(column) || value === "") continue;
    const path = ["Profile.csv", record.row, column];
    data.basics.customFields.push(...customFieldsFrom(column, value));
    const reminder = privateProfileColumns.has(column) ? ": remove it if the resume should not show your postal address" : "";
    warnings.push({ path, message: `The column "${column}" has no field here: imported as the custom field "${column}"${reminder}` });
  }
}

function proficiency(description: string): number {
  return proficiencyLevels.find(([pattern]) => pattern.test(description.trim()))?.[1] ?? 0;
}

/**
 * A LinkedIn data export's CSV files as our resume data (docs/import-formats.md): the full name from
 * first and last name, Geo Location as location, headline and summary copied, Twitter
 * handles as profiles, the primary email address (the others as custom fields); positions, education, certifications,
 * projects, languages and skills as items, an empty end date meaning "Present".
 */
export function convertLinkedIn(tables: LinkedInTables, warnings: ImportIssue[]): ResumeData {
  const data = createDefaultResumeData();
  const [first, ...otherEmails] = checkEmails(tables["Email Addresses.csv"]);
  convertProfile(tables, data, warnings);
  reportUnreadColumns(tables, warnings);
  data.basics.email = first?.email ?? "";
  for (const other of otherEmails) {
    data.basics.customFields.push(...customFieldsFrom("Email", other.email));
    warnings.push({ path: ["Email Addresses.csv", other.row, "Email Address"], message: 'Another email address: imported as the custom field "Email"' });
  }
  const s = data.sections;
  const url = (value: string, file: LinkedInFile, record: CsvRecord, column: string) => ({
    label: "",
    href: normaliseUrl(value, [file, record.row, column], warnings),
  });

  s.experience.items = recordsOf(tables["Positions.csv"], "Positions.csv", "Company Name", warnings).map((record) =>
    newItem("experience", {
      company: cell(record, "Company Name"),
      position: cell(record, "Title"),
      location: cell(record, "Location"),
      date: formatDateRange(cell(record, ...startColumns), cell(record, ...endColumns)),
      summary: plainTextToHtml(cell(record, "Description")),
    }),
  );
  s.education.items = recordsOf(tables["Education.csv"], "Education.csv", "School Name", warnings).map((record) =>
    newItem("education", {
      institution: cell(record, "School Name"),
      studyType: cell(record, "Degree Name"),
      date: formatDateRange(cell(record, "Start Date"), cell(record, "End Date")),
      summary: joinHtml(plainTextToHtml(cell(record, "Notes")), plainTextToHtml(cell(record, "Activities"))),
    }),
  );
  s.certifications.items = recordsOf(tables["Certifications.csv"], "Certifications.csv", "Name", warnings).map(
    (record) => {
      const license = cell(record, "License Number");
      return newItem("certifications", {
        name: cell(record, "Name"),
        issuer: cell(record, "Authority"),
        // A certificate without an end date does not expire; it is not "Present".
        date: formatDateRange(cell(record, ...startColumns), cell(record, ...endColumns), false),
        summary: license === "" ? "" : textToHtml(`License number: ${license}`),
        url: url(cell(record, "Url"), "Certifications.csv", record, "Url"),
      });
    },
  );
  s.projects.items = recordsOf(tables["Projects.csv"], "Projects.csv", "Title", warnings).map((record) =>
    newItem("projects", {
      name: cell(record, "Title"),
      date: formatDateRange(cell(record, ...startColumns), cell(record, ...endColumns)),
      summary: plainTextToHtml(cell(record, "Description")),
      url: url(cell(record, "Url"), "Projects.csv", record, "Url"),
    }),
  );
  s.languages.items = recordsOf(tables["Languages.csv"], "Languages.csv", "Name", warnings).map((record) =>
    newItem("languages", {
      name: cell(record, "Name"),
      description: cell(record, "Proficiency"),
      level: proficiency(cell(record, "Proficiency")),
    }),
  );
  s.skills.items = recordsOf(tables["Skills.csv"], "Skills.csv", "Name", warnings).map((record) =>
    newItem("skills", { name: cell(record, "Name"), level: 0 }),
  );
  return data;
}
