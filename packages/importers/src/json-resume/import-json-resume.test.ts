import { readFileSync } from "node:fs";
import { createDefaultResumeData, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { importResume } from "../import-resume";
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
    if (/invalid/i.test(name)) {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.errors.length).toBeGreaterThan(0);
        expect(result.errors.every((error) => error.path.length > 0)).toBe(true);
      }
    } else {
      expect(result.ok, JSON.stringify(result)).toBe(true);
    }
  });

  it.each(Object.entries(jsonResumeFixture("cases/dates.json") as Record<string, string>))(
    "dates %s (%s) as a start date",
    (name, date) => {
      const result = importJson({ work: [{ name: "Acme", startDate: date }] });
      if (name === "invalid") {
        expect(result).toMatchObject({ ok: false, errors: [{ path: ["work", 0, "startDate"], message: "ISO8601 Date Format" }] });
      } else {
        expect(imported(result).sections.experience.items[0]?.date).toBe(`${date} - Present`);
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
      "<p>Строю надёжные конвейеры данных.</p><p>I write &lt;code&gt; &amp; docs; 我喜欢简单的系统。</p>",
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
        "<p>Поисковая компания</p><p>Руководила командой из пяти человек.</p>" +
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
    expect(result.warnings).toEqual([{ path: ["skills", 0], message: "Skipped an empty entry" }]);
  });

  it("refuses nulls and wrong values, listing each with its path", () => {
    expect(importResume("json-resume-json", fixture("json-resume/nulls.json"))).toEqual({
      ok: false,
      errors: [
        { path: ["basics", "name"], message: "Expected text, got null" },
        { path: ["basics", "email"], message: "Expected an email address" },
        { path: ["basics", "location"], message: "Expected an object, got null" },
        { path: ["work", 0, "startDate"], message: "ISO8601 Date Format" },
        { path: ["work", 0, "highlights", 0], message: "Expected text, got null" },
        { path: ["skills"], message: "Expected a list, got null" },
      ],
      warnings: [],
    });
  });

  it("drops a link that cannot be fixed with a warning, never failing the import", () => {
    const result = importJson({ basics: { name: "Ада", url: "my homepage", image: "profile-image.png" }, work: [{ name: "X", url: "javascript:alert(1)" }] });
    const data = imported(result);
    expect(data.basics.url.href).toBe("");
    expect(data.basics.picture.url).toBe("");
    expect(data.sections.experience.items[0]?.url.href).toBe("");
    expect(result.warnings.map((warning) => warning.path)).toEqual([["basics", "url"], ["basics", "image"], ["work", 0, "url"]]);
  });

  it("skips entries without their name, with a warning", () => {
    const result = importJson({ work: [{ location: "Somewhere" }], basics: { profiles: [{ network: "Twitter" }] } });
    expect(imported(result).sections.experience.items).toEqual([]);
    expect(result.warnings).toEqual([
      { path: ["basics", "profiles", 0], message: 'Skipped an entry without "username"' },
      { path: ["work", 0], message: 'Skipped an entry without "name"' },
    ]);
  });

  it("refuses what is not a JSON Resume document", () => {
    expect(importJson([1, 2])).toMatchObject({ ok: false, errors: [{ path: [], message: "Expected an object, got a list" }] });
    expect(importJson(sampleResume)).toMatchObject({ ok: false, errors: [{ code: "wrongFormat" }] });
    expect(importResume("json-resume-json", "<html>")).toMatchObject({ ok: false, errors: [{ message: "Failed to parse JSON" }] });
  });
});
