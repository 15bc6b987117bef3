import { readFileSync } from "node:fs";
import { createDefaultResumeData, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { importResume } from "../import-resume";
import { leaves, measureFidelity } from "../test/fidelity";
import { fixture, imported, jsonResumeCaseFiles, jsonResumeFixture, jsonResumeFixtures, withoutIds } from "../test/fixtures";

const importJson = (value: unknown) => importResume("json-resume-json", JSON.stringify(value));

describe("JSON Resume import: the schema's own sample", () => {
  const sample = jsonResumeFixture("sample.resume.json") as {
    basics: { name: string; profiles: unknown[] };
    work: unknown[];
    skills: unknown[];
  };
  const data = imported(importResume("json-resume-json", readFileSync(new URL("sample.resume.json", jsonResumeFixtures))));

  it("maps basics: label to headline, the location in one line, profiles with their icon", () => {
    expect(data.basics).toMatchObject({
      name: "Richard Hendriks",
      headline: "Programmer",
      email: "richard.hendriks@mail.com",
      phone: "(912) 555-4321",
      location: "2712 Broadway St, San Francisco, California, CA 94115, US",
      url: { label: "", href: "http://richardhendricks.example.com" },
    });
    expect(data.sections.summary.content).toMatch(/^<p>Richard hails from Tulsa\./);
    expect(data.sections.profiles.items.map(({ network, username, icon }) => ({ network, username, icon }))).toEqual([
      { network: "Twitter", username: "neutralthoughts", icon: "twitter" },
      { network: "SoundCloud", username: "dandymusicnl", icon: "soundcloud" },
    ]);
  });

  it("maps work to experience with 'start - end' dates and highlights as a list", () => {
    expect(data.sections.experience.items).toHaveLength(sample.work.length);
    expect(data.sections.experience.items[0]).toMatchObject({
      company: "Pied Piper",
      position: "CEO/President",
      location: "Palo Alto, CA",
      date: "2013-12-01 - 2014-12-01",
      url: { href: "http://piedpiper.example.com" },
    });
    expect(data.sections.experience.items[0]?.summary).toContain("<li><p>Successfully won Techcrunch Disrupt</p></li>");
  });

  it("maps the other sections as docs/import-formats.md describes", () => {
    const s = data.sections;
    expect(s.education.items[0]).toMatchObject({ institution: "University of Oklahoma", studyType: "Bachelor", area: "Information Technology", score: "4.0" });
    expect(s.education.items[0]?.summary).toContain("DB1101 - Basic SQL");
    expect(s.awards.items[0]).toMatchObject({ title: "Digital Compression Pioneer Award", awarder: "Techcrunch", date: "2014-11-01" });
    expect(s.publications.items[0]).toMatchObject({ name: "Video compression for 3d media", publisher: "Hooli", date: "2014-10-01" });
    expect(s.skills.items).toHaveLength(sample.skills.length);
    expect(s.skills.items[0]).toMatchObject({ name: "Web Development", description: "Master", keywords: ["HTML", "CSS", "Javascript"] });
    expect(s.languages.items[0]).toMatchObject({ name: "English", description: "Native speaker" });
    expect(s.references.items[0]?.summary).toMatch(/^<p>It is my pleasure/);
    expect(s.volunteer.items[0]).toMatchObject({ organization: "CoderDojo", position: "Teacher", date: "2012-01-01 - 2013-01-01" });
    expect(s.interests.items[0]?.name).toBe("Wildlife");
    expect(s.projects.items[0]).toMatchObject({ name: "Miss Direction" });
  });
});

describe("JSON Resume import: the schema's own test cases behave as their names say", () => {
  const cases = jsonResumeCaseFiles()
    .filter((file) => file !== "dates.json")
    .flatMap((file) =>
      Object.entries(jsonResumeFixture(`cases/${file}`) as Record<string, unknown>).map(
        ([name, document]) => [`${file.replace(/\.json$/, "")} ${name}`, name, document] as const,
      ),
    );

  it("has cases to run", () => {
    expect(cases.length).toBeGreaterThan(150);
  });

  it.each(cases)("%s", (_title, name, document) => {
    const result = importJson(document);
    if (/invalid/i.test(name) && (document === null || typeof document !== "object" || Array.isArray(document))) {
      expect(result).toMatchObject({ ok: false, errors: [{ path: [] }] });
      return;
    }
    // One bad value never refuses a file: every value is kept, or its path is named in a warning.
    const data = imported(result);
    const fidelity = measureFidelity(leaves(document, ["meta", "$schema"]), data, result.warnings);
    expect(fidelity.values.filter((value) => value.outcome === "lost" && !value.warned)).toEqual([]);
  });

  it.each(Object.entries(jsonResumeFixture("cases/dates.json") as Record<string, string>))(
    "dates %s (%s) as a start date",
    (name, date) => {
      const result = importJson({ work: [{ name: "Acme", startDate: date }] });
      expect(imported(result).sections.experience.items[0]?.date).toBe(`${date} - Present`);
      if (name === "invalid") {
        expect(result.warnings).toEqual([
          {
            path: ["work", 0, "startDate"],
            message: `Kept the text "${date}" as written: it is not an ISO 8601 date (expected YYYY, YYYY-MM or YYYY-MM-DD, e.g. 2019-03)`,
          },
        ]);
      } else {
        expect(result.warnings).toEqual([]);
      }
    },
  );
});

describe("JSON Resume import: our fixtures", () => {
  it("reads every field of a full file with Cyrillic, Chinese and Arabic text", () => {
    const result = importResume("json-resume-json", fixture("json-resume/full.json"));
    const data = imported(result);
    expect(data.basics).toMatchObject({
      name: "Мария Иванова",
      headline: "数据工程师 · Data engineer",
      email: "maria.ivanova@example.com",
      phone: "+7 495 555-01-23",
      location: "ул. Тверская, 7, Москва, Москва, 125009, RU",
      url: { label: "", href: "https://maria.example.org" },
      picture: { url: "https://images.example.com/maria.jpg" },
    });
    expect(data.sections.summary.content).toBe(
      "<p>Строю надёжные конвейеры данных.</p><p>I write &lt;code&gt; & docs; 我喜欢简单的系统。</p>",
    );
    const s = data.sections;
    expect(s.profiles.items.map((item) => [item.icon, item.url.href])).toEqual([
      ["github", "https://github.com/maria-iv"],
      ["stackoverflow", "https://stackoverflow.com/users/1/maria"],
    ]);
    expect(s.experience.items[0]).toMatchObject({
      company: "Яндекс",
      position: "Старший инженер",
      location: "Москва",
      date: "2019-03 - 2024-06-30",
      summary:
        "<p><em>Поисковая компания</em></p><p>Руководила командой из пяти человек.</p>" +
        "<ul><li><p>Сократила задержку вдвое</p></li><li><p>Перевела ETL на потоковую обработку</p></li></ul>",
    });
    expect(s.experience.items[1]).toMatchObject({ company: "شركة البيانات", date: "2024 - Present" });
    expect(s.volunteer.items[0]).toMatchObject({ organization: "开源中国", date: "2016-01-15 - 2018" });
    expect(s.education.items[0]).toMatchObject({ institution: "МГУ имени М. В. Ломоносова", studyType: "Магистр", score: "5.0" });
    expect(s.awards.items[0]).toMatchObject({ title: "جائزة التميز", awarder: "مؤسسة المعرفة", date: "2021-11-01" });
    expect(s.certifications.items[0]).toMatchObject({ name: "Certified Kubernetes Administrator", issuer: "CNCF", date: "2022-05" });
    expect(s.publications.items[0]).toMatchObject({ publisher: "ДМК Пресс", date: "2023" });
    expect(s.skills.items.map((item) => [item.name, item.description, item.level])).toEqual([
      ["Python", "Эксперт", 0],
      ["中文", "Advanced", 0],
    ]);
    expect(s.languages.items.map((item) => [item.name, item.description])).toEqual([
      ["Русский", "Родной"],
      ["العربية", "متوسط"],
    ]);
    expect(s.interests.items[0]).toMatchObject({ name: "Шахматы", keywords: ["блиц", "эндшпиль"] });
    expect(s.references.items[0]).toMatchObject({ name: "王芳" });
    expect(s.projects.items[0]).toMatchObject({ name: "Потоки", description: "Библиотека для конвейеров", keywords: ["Rust", "Kafka"], date: "2020-02-01 - 2021-03" });
    expect(result.warnings.map((warning) => warning.path)).toEqual([
      ["basics", "url"],
      ["basics", "profiles", 1, "url"],
    ]);
  });

  it("imports a file of blanks as an empty resume", () => {
    const result = importResume("json-resume-json", fixture("json-resume/blank.json"));
    expect(withoutIds(imported(result))).toEqual(withoutIds(createDefaultResumeData()));
    // Empty values and entries say nothing: they are absent, without a warning.
    expect(result.warnings).toEqual([]);
  });

  it("reads nulls as absent and keeps wrong values, each with a warning that says what it was and what was expected", () => {
    const result = importResume("json-resume-json", fixture("json-resume/nulls.json"));
    const data = imported(result);
    expect(data.basics.email).toBe("");
    expect(data.basics.customFields).toMatchObject([{ name: "Email", value: "not-an-email" }]);
    expect(data.sections.experience.items[0]).toMatchObject({ company: "Acme", date: "March 2020 - Present" });
    expect(result.warnings).toEqual([
      {
        path: ["work", 0, "startDate"],
        message: 'Kept the text "March 2020" as written: it is not an ISO 8601 date (expected YYYY, YYYY-MM or YYYY-MM-DD, e.g. 2019-03)',
      },
      {
        path: ["basics", "email"],
        message: 'Expected an email address such as name@example.com for "email", got the text "not-an-email": imported as the custom field "Email"',
      },
    ]);
  });

  it("drops a link that cannot be fixed with a warning, never failing the import", () => {
    const result = importJson({ basics: { name: "Ада", url: "my homepage", image: "profile-image.png" }, work: [{ name: "X", url: "javascript:alert(1)" }] });
    const data = imported(result);
    expect(data.basics.url.href).toBe("");
    // A path relative to the file is kept for the export, though it cannot be shown.
    expect(data.basics.picture.url).toBe("profile-image.png");
    expect(data.sections.experience.items[0]?.url.href).toBe("");
    expect(result.warnings.map((warning) => warning.path)).toEqual([["basics", "url"], ["basics", "image"], ["work", 0, "url"]]);
  });

  it("skips entries without their name, with a warning", () => {
    const result = importJson({ work: [{ location: "Somewhere" }], basics: { profiles: [{ network: "Twitter" }] } });
    expect(imported(result).sections.experience.items).toEqual([]);
    expect(result.warnings).toEqual([
      { path: ["basics", "profiles", 0], message: 'Skipped an entry without "username"' },
      { path: ["work", 0], message: 'Skipped an entry without "name" (it held "location")' },
    ]);
  });

  it("refuses what is not a JSON Resume document", () => {
    expect(importJson([1, 2])).toMatchObject({
      ok: false,
      errors: [{ path: [], message: 'Expected a JSON Resume document (an object with "basics", "work", …), got a list' }],
    });
    expect(importJson(sampleResume)).toMatchObject({ ok: false, errors: [{ code: "wrongFormat" }] });
    expect(importResume("json-resume-json", "<html>")).toMatchObject({ ok: false, errors: [{ message: "Failed to parse JSON" }] });
  });
});

describe("JSON Resume import: files as people write them", () => {
  it("reads the pre-1.0 keys as their 1.0 equivalents", () => {
    const result = importJson({
      basics: { name: "Jan Nowak", website: "jan.example.pl", picture: "https://jan.example.pl/me.jpg" },
      work: [{ company: "Allegro", website: "https://allegro.pl", position: "Dev", startDate: "2015-01", highlights: ["Shipped"] }],
      volunteer: [{ name: "WOŚP", position: "Wolontariusz" }],
      education: [{ institution: "AGH", gpa: 4.5 }],
      publications: [{ name: "Paper", website: "https://doi.org/1" }],
      languages: [{ name: "Polski", level: "Ojczysty" }],
    });
    const data = imported(result);
    expect(data.basics.url.href).toBe("https://jan.example.pl");
    expect(data.basics.picture.url).toBe("https://jan.example.pl/me.jpg");
    expect(data.sections.experience.items[0]).toMatchObject({ company: "Allegro", url: { href: "https://allegro.pl" }, date: "2015-01 - Present" });
    expect(data.sections.volunteer.items[0]).toMatchObject({ organization: "WOŚP", position: "Wolontariusz" });
    expect(data.sections.education.items[0]).toMatchObject({ institution: "AGH", score: "4.5" });
    expect(data.sections.publications.items[0]?.url.href).toBe("https://doi.org/1");
    expect(data.sections.languages.items[0]).toMatchObject({ name: "Polski", description: "Ojczysty" });
    expect(result.warnings).toEqual([{ path: ["basics", "url"], message: 'Added https:// to the address "jan.example.pl"' }]);
  });

  it("treats empty and null values as absent instead of refusing the file", () => {
    const result = importJson({
      basics: { name: "Ana", summary: null, email: "", location: null },
      work: [{ name: "Acme", startDate: "", endDate: null, highlights: [null, ""] }],
      skills: null,
    });
    expect(imported(result).sections.experience.items[0]).toMatchObject({ company: "Acme", date: "", summary: "" });
    expect(result.warnings).toEqual([]);
  });

  it("keeps what JSON Resume has no field for and names each value's path in a warning", () => {
    const document = {
      basics: { name: "Lena Vogel", nationality: "Deutsch" },
      work: [{ name: "SAP", technologies: ["ABAP", "Java"], keywords: ["ERP"], highlightGroups: [{ name: "Backend", highlights: ["Cut costs"] }] }],
      Bildung: [{ name: "Gymnasium Köln", startDate: "2005", endDate: "2013", Abschluss: "Abitur" }],
      hobbies: ["Klettern", "Schach"],
    };
    const result = importJson(document);
    const data = imported(result);
    expect(data.basics.customFields).toMatchObject([{ name: "Nationality", value: "Deutsch" }, { name: "Hobbies", value: "Klettern, Schach" }]);
    const summary = data.sections.experience.items[0]?.summary ?? "";
    expect(summary).toContain("<p><strong>Technologies:</strong> ABAP, Java</p>");
    expect(summary).toContain("<strong>Highlight groups:</strong>");
    expect(summary).toContain("Cut costs");
    const [bildung] = Object.values(data.sections.custom);
    expect(bildung).toMatchObject({ name: "Bildung", items: [{ name: "Gymnasium Köln", date: "2005 - 2013" }] });
    expect(bildung?.items[0]?.summary).toBe("<p><strong>Abschluss:</strong> Abitur</p>");
    expect(data.metadata.layout[0]?.[0]).toContain(`custom.${bildung?.id}`);
    expect(result.warnings.map((warning) => [warning.path.join("."), warning.message])).toEqual([
      ["basics.nationality", '"nationality" is not a JSON Resume field: imported as the custom field "Nationality"'],
      ["work.0.technologies", `"technologies" is not a JSON Resume field: kept in the entry's summary`],
      ["work.0.keywords", `"keywords" is not a JSON Resume field: kept in the entry's summary`],
      ["work.0.highlightGroups", `"highlightGroups" is not a JSON Resume field: kept in the entry's summary`],
      ["Bildung", '"Bildung" is not a JSON Resume field: imported as the custom section "Bildung"'],
      ["hobbies", '"hobbies" is not a JSON Resume field: imported as the custom field "Hobbies"'],
    ]);
    const fidelity = measureFidelity(leaves(document), data, result.warnings);
    expect(fidelity.values.filter((value) => value.outcome !== "kept")).toEqual([]);
  });

  it("maps a project's roles, entity and type to labelled lines of its summary", () => {
    const data = imported(importJson({ projects: [{ name: "Vitae", roles: ["Lead", "Maintainer"], entity: "Vitae e.V.", type: "application" }] }));
    expect(data.sections.projects.items[0]?.summary).toBe(
      "<p><strong>Roles:</strong> Lead, Maintainer</p><p><strong>Entity:</strong> Vitae e.V.</p><p><strong>Type:</strong> application</p>",
    );
  });

  it("reads HTML and Markdown in texts as rich text, sanitised", () => {
    const data = imported(
      importJson({
        basics: { summary: "I **build** things, see [my site](https://ex.com).\n\n- Rust\n- *Go*" },
        work: [{ name: "Acme", summary: "<p>Led <strong>five</strong> people</p><ul><li>Hired</li></ul><script>alert(1)</script>", highlights: ["Grew **revenue**"] }],
      }),
    );
    expect(data.sections.summary.content).toBe(
      '<p>I <strong>build</strong> things, see <a href="https://ex.com">my site</a>.</p><ul><li><p>Rust</p></li><li><p><em>Go</em></p></li></ul>',
    );
    expect(data.sections.experience.items[0]?.summary).toBe(
      "<p>Led <strong>five</strong> people</p><ul><li><p>Hired</p></li></ul><ul><li><p>Grew <strong>revenue</strong></p></li></ul>",
    );
  });

  it("sanitises what Markdown and HTML make: no script, handler or javascript: link survives", () => {
    const data = imported(
      importJson({
        basics: { summary: "[click](javascript:alert(1)) <img src=x onerror=alert(1)> <b onclick=alert(1)>bold</b>" },
        work: [{ name: "Acme", highlights: ["<script>alert(1)</script>done"], hobby: "<iframe src=https://evil.example></iframe>" }],
      }),
    );
    const html = JSON.stringify(data);
    expect(html).not.toMatch(/javascript:|onerror|onclick|<script|<iframe/i);
    expect(data.sections.summary.content).toContain("<b>bold</b>");
  });

  it("keeps a value of the wrong kind visible and says what it was and what was expected", () => {
    const result = importJson({ basics: { name: "Bo", label: { en: "Chef" } }, work: [{ name: "Noma", position: ["Chef", "Cook"] }] });
    const data = imported(result);
    expect(data.basics.customFields).toMatchObject([{ name: "Label en", value: "Chef" }]);
    expect(data.sections.experience.items[0]?.summary).toBe("<p><strong>Position:</strong> Chef, Cook</p>");
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      'Expected text for "label", got an object: imported as the custom field "Label en"',
      `Expected text for "position", got a list: kept in the entry's summary`,
    ]);
  });
});
