import { readFileSync, readdirSync } from "node:fs";
import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { importResume } from "../import-resume";
import { fixture, imported } from "../test/fixtures";

const exportFolder = new URL("../__fixtures__/linkedin/export/", import.meta.url);
/** The CSV files of the fixture export, by name. */
const csv = Object.fromEntries(readdirSync(exportFolder).map((name) => [name, readFileSync(new URL(name, exportFolder), "utf8")]));

/** A zip of the fixture export with some files replaced (text) or removed (null). */
function linkedInZip(changes: Record<string, string | null> = {}): Uint8Array {
  const files = { ...csv, ...changes };
  return zipSync(
    Object.fromEntries(Object.entries(files).flatMap(([name, text]) => (text === null ? [] : [[name, strToU8(text)]]))),
  );
}

const importZip = (bytes: Uint8Array) => importResume("linkedin-data-export-zip", bytes);

describe("LinkedIn data export import", () => {
  const result = importZip(fixture("linkedin/linkedin-export.zip"));
  const data = imported(result);

  it("the committed zip holds the CSV files of the fixture folder", () => {
    const entries = unzipSync(fixture("linkedin/linkedin-export.zip"));
    for (const [name, text] of Object.entries(csv)) expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(entries[name])).toBe(text);
  });

  it("reads the profile: full name, headline, Geo Location, summary, first email", () => {
    expect(data.basics).toMatchObject({
      name: "Олена Коваленко",
      headline: "Інженерка даних | 数据工程师",
      location: "Київ, Україна",
      email: "olena@example.com",
    });
    expect(data.sections.summary.content).toBe("<p>Будую конвеєри даних.</p><p>Люблю &quot;чисті&quot; рішення, 也喜欢中文。</p>");
  });

  it("reads bracketed lists: Twitter handles as profiles, websites as the link and custom fields", () => {
    expect(data.sections.profiles.items.map(({ network, username, icon, url }) => ({ network, username, icon, href: url.href }))).toEqual([
      { network: "Twitter", username: "olena_k", icon: "twitter", href: "https://twitter.com/olena_k" },
    ]);
    expect(data.basics.url).toEqual({ label: "", href: "https://olena.example.com/work?a=1,b=2" });
    expect(data.basics.customFields.map(({ icon, name, value }) => ({ icon, name, value }))[0]).toEqual({
      icon: "globe",
      name: "Company",
      value: "https://www.company.example.com",
    });
    expect(result.warnings).toContainEqual({ path: ["Profile.csv", 2, "Websites", 1], message: 'Added https:// to the address "www.company.example.com"' });
    expect(result.warnings).toContainEqual({ path: ["Profile.csv", 2, "Websites", 2], message: 'Dropped "not a url": not a valid URL' });
  });

  it("reads positions with quoted multi-line descriptions; an empty end date is Present", () => {
    expect(data.sections.experience.items.map(({ company, position, location, date, summary }) => ({ company, position, location, date, summary }))).toEqual([
      {
        company: "شركة البيانات",
        position: "مهندسة بيانات",
        location: "دبي، الإمارات",
        date: "Jan 2022 - Present",
        summary: "<p>Led the &quot;Atlas&quot; migration.<br>Cut costs by 40%.</p>",
      },
      { company: "Приватбанк", position: "Аналітик", location: "Київ", date: "Sep 2018 - Dec 2021", summary: "" },
    ]);
  });

  it("reads education, certifications, projects, languages and skills", () => {
    const s = data.sections;
    expect(s.education.items[0]).toMatchObject({ institution: "Київський політехнічний інститут", studyType: "Магістр", date: "2012 - 2018", summary: "<p>Диплом з відзнакою</p><p>Шахи</p>" });
    expect(s.certifications.items.map(({ name, issuer, date, url }) => [name, issuer, date, url.href])).toEqual([
      ["Google Cloud Professional Data Engineer", "Google", "Mar 2023 - Mar 2025", "https://cloud.example.com/cert/123"],
      ["Databricks Associate", "Databricks", "Jan 2022", ""],
    ]);
    expect(s.projects.items[0]).toMatchObject({ name: "Потоки", date: "Feb 2020 - Mar 2021", url: { href: "https://github.com/olena/potoky" }, summary: "<p>Бібліотека для стрімінгу,<br>з підтримкою Kafka.</p>" });
    expect(s.languages.items.map(({ name, level }) => [name, level])).toEqual([
      ["Українська", 5],
      ["English", 4],
      ["中文", 1],
    ]);
    expect(s.skills.items.map((item) => item.name)).toEqual(["Python", "SQL", "Apache Kafka"]);
  });

  it("ignores unrelated files and folders in the archive", () => {
    const bytes = zipSync({
      "Basic_LinkedInDataExport/Skills.csv": strToU8("Name\nRust\n"),
      "Basic_LinkedInDataExport/messages.csv": strToU8("CONVERSATION ID\nx\n"),
      "Basic_LinkedInDataExport/Rich_Media/photo.jpg": new Uint8Array([0xff, 0xd8]),
    });
    expect(imported(importZip(bytes)).sections.skills.items.map((item) => item.name)).toEqual(["Rust"]);
  });

  it("refuses an invalid email with its file, row and column", () => {
    const broken = linkedInZip({ "Email Addresses.csv": "Email Address,Confirmed,Primary,Updated On\nolena@example.com,Yes,Yes,x\nnot-an-email,Maybe,No,x\n" });
    expect(importZip(broken)).toEqual({
      ok: false,
      errors: [
        { path: ["Email Addresses.csv", 3, "Email Address"], message: "Expected an email address" },
        { path: ["Email Addresses.csv", 3, "Confirmed"], message: "Expected Yes or No" },
      ],
      warnings: [],
    });
    const empty = linkedInZip({ "Email Addresses.csv": "Email Address,Confirmed,Primary,Updated On\n,Yes,Yes,x\n" });
    expect(importZip(empty)).toMatchObject({ ok: false, errors: [{ path: ["Email Addresses.csv", 2, "Email Address"], message: "Required" }] });
  });

  it("uses placeholders for missing Profile columns, with a warning each", () => {
    const result = importZip(linkedInZip({ "Profile.csv": "Headline\nEngineer\n", "Email Addresses.csv": null }));
    const data = imported(result);
    expect(data.basics).toMatchObject({ name: "John Doe", headline: "Engineer", email: "", url: { href: "https://www.example.com" } });
    expect(result.warnings.map((warning) => warning.path).filter((path) => path[0] === "Profile.csv")).toEqual([
      ["Profile.csv", "First Name"],
      ["Profile.csv", "Last Name"],
      ["Profile.csv", "Twitter Handles"],
      ["Profile.csv", "Websites"],
    ]);
  });

  it("keeps blank cells blank and skips rows without their name", () => {
    const result = importZip(
      linkedInZip({
        "Profile.csv": "First Name,Last Name,Headline,Summary,Geo Location,Twitter Handles,Websites,Address\n,,,,,,,\n",
        "Positions.csv": "Company Name,Title,Description,Location,Started On,Finished On\n,Intern,,,,\n",
        "Skills.csv": "Name\n",
        "Email Addresses.csv": "Email Address,Confirmed,Primary,Updated On\nolena@example.com,Yes,Yes,\n",
      }),
    );
    const data = imported(result);
    expect(data.basics).toMatchObject({ name: "", headline: "", location: "", url: { href: "" }, customFields: [] });
    expect(data.sections.experience.items).toEqual([]);
    expect(data.sections.skills.items).toEqual([]);
    expect(result.warnings).toContainEqual({ path: ["Positions.csv", 2, "Company Name"], message: 'Skipped a row without "Company Name"' });
  });

  it("skips entries whose names point outside the archive", () => {
    const result = importZip(zipSync({ "../Skills.csv": strToU8("Name\nEvil\n"), "Skills.csv": strToU8("Name\nGood\n") }));
    expect(imported(result).sections.skills.items.map((item) => item.name)).toEqual(["Good"]);
    expect(result.warnings).toEqual([
      { path: ["../Skills.csv"], message: "Skipped a file whose name points outside the archive" },
      { path: ["Profile.csv"], message: "The archive has no Profile.csv: the name, headline, location and summary are left empty" },
    ]);
    const onlyTraversal = importZip(zipSync({ "../../Profile.csv": strToU8("First Name\nEvil\n"), "/etc/Skills.csv": strToU8("Name\nx\n") }));
    expect(onlyTraversal).toMatchObject({ ok: false, errors: [{ code: "noLinkedInFiles" }] });
  });

  it("gives clear errors for archives it cannot use", () => {
    const errorOf = (bytes: Uint8Array) => {
      const outcome = importZip(bytes);
      return outcome.ok ? undefined : outcome.errors[0]?.message;
    };
    expect(errorOf(zipSync({}))).toBe("ParserError: There were no files found inside the zip archive.");
    expect(errorOf(zipSync({ "notes.txt": strToU8("hello") }))).toMatch(/^None of the LinkedIn export files/);
    expect(errorOf(strToU8("just some text"))).toBe("Failed to read the file: it is not a zip archive.");
    expect(importZip(strToU8('{"basics": {}}'))).toMatchObject({ ok: false, errors: [{ code: "wrongFormat", detected: "json-resume-json" }] });
    expect(errorOf(zipSync({ "Profile.csv": new Uint8Array(51 * 1024 * 1024) }))).toBe("The zip archive unpacks to more than 50 MiB.");
    expect(importResume("linkedin-data-export-zip", "PK text")).toMatchObject({ ok: false, errors: [{ message: "Failed to read the file" }] });
  });

  it("keeps Profile columns without a field as custom fields, with a warning each", () => {
    expect(data.basics.customFields.slice(1).map(({ name, value }) => [name, value])).toEqual([
      ["Address", "вул. Хрещатик, 1"],
      ["Birth Date", "15 Mar 1990"],
      ["Industry", "Software Development"],
      ["Zip Code", "01001"],
      ["Email", "olena.old@example.com"],
    ]);
    expect(result.warnings).toContainEqual({ path: ["Email Addresses.csv", 3, "Email Address"], message: 'Another email address: imported as the custom field "Email"' });
    expect(result.warnings).toContainEqual({
      path: ["Profile.csv", 2, "Address"],
      message: 'The column "Address" has no field here: imported as the custom field "Address": remove it if the resume should not show your postal address',
    });
    expect(result.warnings).toContainEqual({
      path: ["Profile.csv", 2, "Industry"],
      message: 'The column "Industry" has no field here: imported as the custom field "Industry"',
    });
  });

  it("turns bullet lines into lists without eating what follows the bullet", () => {
    const positions = 'Company Name,Title,Description,Location,Started On,Finished On\nAcme,Dev,"Did:\n-\tContributed to X\n•\tLed Y\n– Fixed Z\n* Shipped W\nThanks",,Jan 2020,\n';
    const summary = imported(importZip(linkedInZip({ "Positions.csv": positions }))).sections.experience.items[0]?.summary;
    expect(summary).toBe(
      "<p>Did:</p><ul><li><p>Contributed to X</p></li><li><p>Led Y</p></li><li><p>Fixed Z</p></li><li><p>Shipped W</p></li></ul><p>Thanks</p>",
    );
  });

  it("reads the 2018 Projects.csv with Start Date and End Date", () => {
    const projects = "Title,Description,Url,Start Date,End Date\nAtlas,Maps,,Mar 2016,Jun 2017\n";
    expect(imported(importZip(linkedInZip({ "Projects.csv": projects }))).sections.projects.items[0]?.date).toBe("Mar 2016 - Jun 2017");
  });

  it("warns when the archive has no Profile.csv, and names columns nothing reads", () => {
    const result = importZip(linkedInZip({ "Profile.csv": null, "Skills.csv": "Name,Endorsements\nSQL,12\n" }));
    expect(imported(result).basics.name).toBe("");
    expect(result.warnings).toContainEqual({ path: ["Profile.csv"], message: "The archive has no Profile.csv: the name, headline, location and summary are left empty" });
    expect(result.warnings).toContainEqual({ path: ["Skills.csv", "Endorsements"], message: 'Left out the column "Endorsements" (1 value): it has no place in a resume here' });
  });
});
