import { sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { importResume } from "../import-resume";
import { fixture, imported } from "../test/fixtures";

const importV3 = (value: unknown) => importResume("reactive-resume-v3-json", JSON.stringify(value));
const minimal = { basics: { name: "Ада" }, sections: {} };

describe("Reactive Resume v3 import", () => {
  const full = importResume("reactive-resume-v3-json", fixture("reactive-resume-v3/full.json"));
  const data = imported(full);

  it("reads basics, the photo and the summary object with its heading", () => {
    expect(data.basics).toMatchObject({
      name: "张伟",
      headline: "全栈工程师",
      email: "zhang.wei@example.cn",
      location: "朝阳区建国路 88 号, 北京, 北京市, 100022, 中国",
      url: { href: "https://zhangwei.example.cn" },
      picture: { url: "https://photos.example.cn/zhangwei.png", size: 96, borderRadius: 6, effects: { hidden: false, border: true, grayscale: true } },
    });
    expect(data.sections.summary).toMatchObject({ name: "关于我", visible: true, content: "<p>十年经验的工程师。</p><p>Люблю простые системы.</p>" });
  });

  it("gives an address without a scheme https://, as every importer does", () => {
    expect(data.sections.profiles.items.map((item) => [item.username, item.icon, item.url.href])).toEqual([
      ["zhangwei", "github", "https://github.com/zhangwei"],
      ["张伟", "weibo", "https://weibo.com/zhangwei"],
    ]);
    expect(full.warnings).toContainEqual({ path: ["basics", "profiles", 1, "url"], message: 'Added https:// to the address "weibo.com/zhangwei"' });
  });

  it("turns work into experience, skipping null items, with open ranges ending Present", () => {
    expect(data.sections.experience).toMatchObject({ name: "工作经历", columns: 1 });
    expect(data.sections.experience.items.map((item) => [item.company, item.position, item.date, item.summary])).toEqual([
      ["字节跳动", "高级工程师", "2018-07-01 - 2023-12-31", "<p>负责推荐系统。</p>"],
      ["Яндекс", "Инженер", "2024-01-01 - Present", ""],
    ]);
  });

  it("halves levelNum and rounds down; the level text becomes the description", () => {
    expect(data.sections.skills.items.map((item) => [item.name, item.description, item.level, item.keywords])).toEqual([
      ["TypeScript", "Expert", 4, ["React", "Node.js"]],
      ["Go", "7", 2, []],
    ]);
    expect(data.sections.languages.items.map((item) => [item.name, item.description, item.level])).toEqual([
      ["中文", "母语", 5],
      ["English", "Fluent", 3],
      ["Русский", "Basic", 0],
    ]);
    expect(data.sections.skills.columns).toBe(3);
  });

  it("maps degree to studyType and relationship to description", () => {
    expect(data.sections.education.items[0]).toMatchObject({ institution: "清华大学", studyType: "学士", area: "计算机科学", score: "3.9" });
    expect(data.sections.education.items[0]?.summary).toBe("<p>优秀毕业生</p><ul><li><p>算法</p></li><li><p>操作系统</p></li></ul>");
    expect(data.sections.references.items[0]).toMatchObject({ name: "Иван Петров", description: "Руководитель" });
    expect(data.sections.references.items[0]?.summary).toBe("<p>Отличный коллега.</p><p>ivan@example.ru<br>+7 495 555-0000</p>");
  });

  it("keeps section settings and the remaining sections", () => {
    expect(data.sections.interests.visible).toBe(false);
    expect(data.sections.awards).toMatchObject({ columns: 2, items: [{ title: "جائزة الابتكار", awarder: "مؤسسة دبي", date: "2020-05-01" }] });
    expect(data.sections.projects.items[0]).toMatchObject({ name: "Lotus", description: "数据库代理", keywords: ["Rust"], date: "2021-03-01 - 2021-09-01" });
    expect(data.sections.volunteer.items[0]).toMatchObject({ organization: "Red Cross", position: "志愿者" });
    expect(data.sections.publications.items[0]).toMatchObject({ name: "大规模推荐", publisher: "KDD" });
    expect(data.sections.certifications.items[0]).toMatchObject({ name: "AWS Solutions Architect", issuer: "Amazon" });
  });

  it("brings template, theme, CSS, font and layout along", () => {
    expect(data.metadata).toMatchObject({
      template: "gengar",
      theme: { text: "#111111", primary: "#2563eb", background: "#fafafa" },
      css: { value: ".section { margin: 0; }", visible: true },
      typography: { font: { family: "Noto Sans SC", size: 15 } },
    });
    expect(data.metadata.layout).toEqual([
      [
        ["profiles", "summary", "experience", "education", "projects", "volunteer"],
        ["skills", "languages", "interests", "certifications"],
      ],
      [["awards", "publications"], ["references"]],
    ]);
    expect(full.warnings).toContainEqual({ path: ["metadata", "layout", 0, 0, 3], message: 'Left out the section "custom-talks"' });
  });

  it("imports a file of nulls and blanks", () => {
    const result = importResume("reactive-resume-v3-json", fixture("reactive-resume-v3/nulls-and-blanks.json"));
    const blank = imported(result);
    expect(blank.basics).toMatchObject({ name: "", email: "", url: { href: "" }, picture: { url: "", effects: { hidden: true } } });
    expect(blank.sections.experience.items).toEqual([]);
    expect(blank.sections.skills.items).toEqual([]);
    expect(blank.metadata.template).toBe("rhyhorn");
    expect(result.warnings.map((warning) => warning.path)).toEqual([
      ["basics", "website"],
      ["basics", "profiles", 1],
      ["sections", "work", "items", 1],
      ["sections", "skills", "items", 1],
      ["metadata", "template"],
    ]);
  });

  it("takes the summary as plain text too", () => {
    expect(imported(importV3({ ...minimal, basics: { summary: "Hello\nthere" } })).sections.summary.content).toBe("<p>Hello<br>there</p>");
  });

  it("refuses wrong types with their paths", () => {
    const result = importV3({
      basics: { name: 42 },
      sections: { work: { items: [{ name: ["x"], date: "2020" }] }, skills: { items: [{ levelNum: "high" }] } },
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: ["basics", "name"], message: "Expected text, got the number 42" },
        { path: ["sections", "work", "items", 0, "date"], message: 'Expected an object, got the text "2020"' },
        { path: ["sections", "work", "items", 0, "name"], message: "Expected text, got a list" },
        { path: ["sections", "skills", "items", 0, "levelNum"], message: 'Expected a number, got the text "high"' },
      ],
      warnings: [],
    });
  });

  it("refuses a file that is not a v3 export", () => {
    expect(importV3({ basics: {}, sections: [] })).toMatchObject({ ok: false, errors: [{ path: ["sections"], message: "Expected an object, got a list" }] });
    expect(importV3({ basics: {} })).toMatchObject({
      ok: false,
      errors: [{ code: "wrongFormat", detected: "json-resume-json", message: "This file looks like JSON Resume, not Reactive Resume v3: choose that format to import it." }],
    });
    expect(importV3(sampleResume)).toMatchObject({ ok: false, errors: [{ code: "wrongFormat", detected: "reactive-resume-json" }] });
    expect(importResume("reactive-resume-v3-json", '{"basics": {')).toMatchObject({ ok: false, errors: [{ message: "Failed to parse JSON" }] });
  });

  it("imports custom sections as custom sections, where the layout places them", () => {
    const result = importV3({
      basics: { name: "Alexis Jones", website: "alexisjones.com" },
      sections: {
        "6a1f0e2c": {
          id: "6a1f0e2c",
          name: "Soft Skills",
          type: "custom",
          visible: true,
          items: [
            { id: "s1", title: "Mentoring", subtitle: "Team lead", date: { start: "2019-01", end: "2021-06" }, url: "talks.example.com/mentoring", summary: "Ran **weekly** 1:1s", keywords: ["coaching"] },
            { id: "s2", title: "Public speaking", levelNum: 8 },
            { id: "s3", title: "Negotiation" },
            { id: "s4", title: "Writing", summary: "- Blog\n- Docs" },
          ],
        },
      },
      metadata: { layout: [[["work", "6a1f0e2c"], ["skills"]]] },
    });
    const data = imported(result);
    expect(data.basics.url.href).toBe("https://alexisjones.com");
    const [section] = Object.values(data.sections.custom);
    expect(section?.name).toBe("Soft Skills");
    expect(section?.items.map((item) => item.name)).toEqual(["Mentoring", "Public speaking", "Negotiation", "Writing"]);
    expect(section?.items[0]).toMatchObject({
      description: "Team lead",
      date: "2019-01 - 2021-06",
      url: { href: "https://talks.example.com/mentoring" },
      keywords: ["coaching"],
      summary: "<p>Ran <strong>weekly</strong> 1:1s</p>",
    });
    expect(section?.items[1]?.summary).toBe("<p><strong>Level num:</strong> 8</p>");
    expect(section?.items[3]?.summary).toBe("<ul><li><p>Blog</p></li><li><p>Docs</p></li></ul>");
    expect(data.metadata.layout[0]?.[0]).toEqual(["profiles", "summary", "experience", `custom.${section?.id}`, "education", "projects", "volunteer", "references"]);
  });

  it("keeps the birth date as a custom field, maps the rounded-square photo and says what has no place", () => {
    const result = importV3({
      basics: { birthdate: "1990-04-01", email: "alexis at example", photo: { url: "https://x.example/p.png", filters: { shape: "rounded-square" } } },
      sections: {},
      metadata: { date: { format: "MMMM YYYY" }, typography: { size: { body: 14, heading: 26 }, family: { body: "Lato", heading: "Merriweather" } } },
    });
    const data = imported(result);
    expect(data.basics.customFields).toMatchObject([
      { name: "Email", value: "alexis at example" },
      { name: "Date of birth", value: "1990-04-01" },
    ]);
    expect(data.basics.picture.borderRadius).toBe(6);
    expect(result.warnings).toEqual([
      { path: ["basics", "email"], message: '"alexis at example" is not an email address (expected name@example.com): imported as the custom field "Email"' },
      { path: ["metadata", "typography", "size", "heading"], message: "Left out the heading size 26: headings here are sized by the template" },
      { path: ["metadata", "typography", "family", "heading"], message: 'Left out the heading font "Merriweather": one font (Lato) is used throughout' },
      { path: ["metadata", "date", "format"], message: 'Left out the date format "MMMM YYYY": dates are shown as they were written' },
    ]);
  });

  it("reads Markdown in summaries as rich text", () => {
    const data = imported(importV3({ basics: { summary: "I *love* **Rust**.\n\n- Fast\n- Safe" }, sections: { work: { items: [{ name: "Acme", summary: "1. One\n2. Two" }] } } }));
    expect(data.sections.summary.content).toBe("<p>I <em>love</em> <strong>Rust</strong>.</p><ul><li><p>Fast</p></li><li><p>Safe</p></li></ul>");
    expect(data.sections.experience.items[0]?.summary).toBe("<ol><li><p>One</p></li><li><p>Two</p></li></ol>");
  });
});
