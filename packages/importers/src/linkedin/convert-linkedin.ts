import { type ResumeData, createDefaultResumeData, createId, optionalEmailSchema } from "@vitae/schema";
import { formatDateRange } from "../date-range";
import { ImportFailure, type ImportIssue } from "../import-issue";
import { newItem } from "../new-item";
import { normaliseUrl } from "../normalise-url";
import type { CsvRecord, CsvTable } from "../parse-csv";
import { joinHtml, textToHtml } from "../rich-text";
import type { LinkedInFile, LinkedInTables } from "./linkedin-files";
import { parseTwitterHandles, parseWebsites } from "./linkedin-lists";

/**
 * What a Profile.csv without one of these columns is read as (the LinkedIn defaults of
 * docs/import-formats.md). Each use is reported as a warning, so nobody publishes a
 * placeholder unawares.
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

function cell(record: CsvRecord, column: string): string {
  return record.values.get(column) ?? "";
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
function checkEmails(table: CsvTable | undefined): string[] {
  const file: LinkedInFile = "Email Addresses.csv";
  const issues: ImportIssue[] = [];
  const emails: string[] = [];
  for (const record of table?.records ?? []) {
    const email = cell(record, "Email Address");
    if (email === "") issues.push({ path: [file, record.row, "Email Address"], message: "Required" });
    else if (!optionalEmailSchema.safeParse(email).success) {
      issues.push({ path: [file, record.row, "Email Address"], message: "Expected an email address" });
    } else emails.push(email);
    for (const column of ["Confirmed", "Primary"]) {
      if (!yesNo.has(cell(record, column))) issues.push({ path: [file, record.row, column], message: "Expected Yes or No" });
    }
  }
  if (issues.length > 0) throw new ImportFailure(issues);
  return emails;
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
  if (!profile || !record) return;
  const read = (column: string) => profileCell(profile, record, column, warnings);
  const name = [read("First Name"), read("Last Name")].filter((part) => part !== "").join(" ");
  data.basics.name = name;
  data.basics.headline = read("Headline");
  data.basics.location = read("Geo Location");
  data.sections.summary.content = textToHtml(read("Summary"));

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
}

function proficiency(description: string): number {
  return proficiencyLevels.find(([pattern]) => pattern.test(description.trim()))?.[1] ?? 0;
}

/**
 * A LinkedIn data export's CSV files as our resume data (docs/import-formats.md): the full name from
 * first and last name, Geo Location as location, headline and summary copied, Twitter
 * handles as profiles, the first email address; positions, education, certifications,
 * projects, languages and skills as items, an empty end date meaning "Present".
 */
export function convertLinkedIn(tables: LinkedInTables, warnings: ImportIssue[]): ResumeData {
  const data = createDefaultResumeData();
  const [email = ""] = checkEmails(tables["Email Addresses.csv"]);
  convertProfile(tables, data, warnings);
  data.basics.email = email;
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
      date: formatDateRange(cell(record, "Started On"), cell(record, "Finished On")),
      summary: textToHtml(cell(record, "Description")),
    }),
  );
  s.education.items = recordsOf(tables["Education.csv"], "Education.csv", "School Name", warnings).map((record) =>
    newItem("education", {
      institution: cell(record, "School Name"),
      studyType: cell(record, "Degree Name"),
      date: formatDateRange(cell(record, "Start Date"), cell(record, "End Date")),
      summary: joinHtml(textToHtml(cell(record, "Notes")), textToHtml(cell(record, "Activities"))),
    }),
  );
  s.certifications.items = recordsOf(tables["Certifications.csv"], "Certifications.csv", "Name", warnings).map(
    (record) => {
      const license = cell(record, "License Number");
      return newItem("certifications", {
        name: cell(record, "Name"),
        issuer: cell(record, "Authority"),
        // A certificate without an end date does not expire; it is not "Present".
        date: formatDateRange(cell(record, "Started On"), cell(record, "Finished On"), false),
        summary: license === "" ? "" : textToHtml(`License number: ${license}`),
        url: url(cell(record, "Url"), "Certifications.csv", record, "Url"),
      });
    },
  );
  s.projects.items = recordsOf(tables["Projects.csv"], "Projects.csv", "Title", warnings).map((record) =>
    newItem("projects", {
      name: cell(record, "Title"),
      date: formatDateRange(cell(record, "Started On"), cell(record, "Finished On")),
      summary: textToHtml(cell(record, "Description")),
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
