import { readFileSync } from "node:fs";
import { type ResumeData, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { isoDatePattern } from "../date-range";
import { importResume } from "../import-resume";
import { fixture, imported, jsonResumeFixtures, withoutIds } from "../test/fixtures";
import { exportJsonResume } from "./export-json-resume";

const full = JSON.parse(new TextDecoder().decode(fixture("current/full.json"))) as ResumeData;
const reimport = (document: unknown) => importResume("json-resume-json", JSON.stringify(document, null, 2));
const withoutStash = ({ meta, ...document }: ReturnType<typeof exportJsonResume>) => {
  const { vitae: _vitae, ...rest } = meta;
  return { ...document, meta: rest };
};

describe("exportJsonResume", () => {
  it.each([
    ["the sample resume", sampleResume],
    ["a resume with every field and non-Latin text", full],
  ])("round-trips %s: export then import gives the same resume, but for the private notes", (_name, data) => {
    const result = reimport(exportJsonResume(data));
    expect(imported(result)).toEqual({ ...data, metadata: { ...data.metadata, notes: "" } });
    expect(result.warnings).toEqual([]);
  });

  it("never writes the private notes", () => {
    expect(full.metadata.notes).not.toBe("");
    expect(JSON.stringify(exportJsonResume(full))).not.toContain("ملاحظات خاصة");
  });

  it("writes a valid JSON Resume document using only the schema's fields", () => {
    const schema = JSON.parse(readFileSync(new URL("schema.json", jsonResumeFixtures), "utf8")) as {
      properties: Record<string, { properties?: Record<string, unknown>; items?: { properties?: Record<string, unknown> } }>;
    };
    const document = withoutStash(exportJsonResume(full));
    // Read back without a single warning: every key and value is one JSON Resume has.
    expect(reimport(document).warnings).toEqual([]);
    for (const [key, value] of Object.entries(document)) {
      const property = schema.properties[key];
      expect(property, key).toBeDefined();
      const fields = Array.isArray(value) ? value.flatMap((item: object) => Object.keys(item)) : typeof value === "object" ? Object.keys(value) : [];
      const allowed = Object.keys(property?.items?.properties ?? property?.properties ?? {});
      for (const field of fields) expect(allowed, `${key}.${field}`).toContain(field);
    }
    const dates = JSON.stringify(document).match(/"(startDate|endDate|date|releaseDate)":"[^"]*"/g) ?? [];
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date.split(":")[1]?.replace(/"/g, "")).toMatch(isoDatePattern);
  });

  it("maps our fields to JSON Resume's", () => {
    const document = exportJsonResume(full);
    expect(document.basics).toMatchObject({
      name: "مريم الحسيني",
      label: full.basics.headline,
      image: "https://images.example.com/maryam.webp",
      email: full.basics.email,
      url: full.basics.url.href,
      location: { address: "الدار البيضاء" },
      summary: "أبني أنظمة هادئة. 我喜欢简单。 Люблю порядок.",
    });
    expect(document.work?.[0]).toMatchObject({ name: "Яндекс", position: full.sections.experience.items[0]?.position });
    expect(document.certificates).toHaveLength(full.sections.certifications.items.length);
  });

  it("leaves out hidden sections and items", () => {
    const document = exportJsonResume(full);
    expect(document.references).toBeUndefined();
    expect(document.skills?.map((skill) => skill.name)).not.toContain("Кубернетес");
  });

  it("is a fixed point without Vitae's copy: JSON Resume -> ours -> JSON Resume -> ours", () => {
    const first = imported(importResume("json-resume-json", fixture("json-resume/full.json")));
    const again = imported(reimport(withoutStash(exportJsonResume(first))));
    expect(withoutIds(again)).toEqual(withoutIds(first));
    const sample = imported(importResume("json-resume-json", readFileSync(new URL("sample.resume.json", jsonResumeFixtures))));
    expect(withoutIds(imported(reimport(withoutStash(exportJsonResume(sample)))))).toEqual(withoutIds(sample));
  });

  it("imports a file edited elsewhere from its JSON Resume content, with a warning", () => {
    const document = exportJsonResume(sampleResume);
    document.basics = { ...document.basics, name: "Someone Else" };
    const result = reimport(document);
    const data = imported(result);
    expect(data.basics.name).toBe("Someone Else");
    expect(data.metadata.template).toBe("rhyhorn");
    expect(result.warnings).toEqual([expect.objectContaining({ path: ["meta", "vitae"] })]);
  });

  it("ignores a damaged copy, with a warning", () => {
    const document = exportJsonResume(sampleResume);
    (document.meta.vitae.data as { basics: unknown }).basics = null;
    const result = reimport(document);
    expect(imported(result).basics.name).toBe(sampleResume.basics.name);
    expect(result.warnings).toEqual([expect.objectContaining({ path: ["meta", "vitae"], message: expect.stringMatching(/damaged/) })]);
  });

  it("writes an uploaded picture's origin-relative path as an absolute URL under the public address", () => {
    const path = "/api/storage/abc/resumes/def/ghi.webp";
    const data = { ...sampleResume, basics: { ...sampleResume.basics, picture: { ...sampleResume.basics.picture, url: path } } };
    expect(exportJsonResume(data, { publicUrl: "https://cv.example.org/vitae/" }).basics?.image).toBe(`https://cv.example.org/vitae${path}`);
    expect(exportJsonResume(data).basics?.image).toBe(path);
    const elsewhere = { ...data, basics: { ...data.basics, picture: { ...data.basics.picture, url: "https://img.example.com/me.jpg" } } };
    expect(exportJsonResume(elsewhere, { publicUrl: "https://cv.example.org" }).basics?.image).toBe("https://img.example.com/me.jpg");
  });

  it("does not depend on key order", () => {
    const document = exportJsonResume(sampleResume);
    const reordered = Object.fromEntries(Object.entries(document).reverse());
    expect(imported(reimport(reordered))).toEqual({ ...sampleResume, metadata: { ...sampleResume.metadata, notes: "" } });
  });

  it("gives back the structured location, a work description, a project's roles, entity and type, a relative picture and meta", () => {
    const document = {
      basics: {
        name: "Erik Lindqvist",
        image: "images/erik.jpg",
        location: { address: "Storgatan 1", postalCode: "211 20", city: "Malmö", countryCode: "SE", region: "Skåne" },
      },
      work: [{ name: "Massive", description: "Game studio", summary: "Vehicle physics.", highlights: ["Camera system"] }],
      projects: [{ name: "Snöstorm", roles: ["Programmer", "Sound"], entity: "Nordic Game Jam", type: "game" }],
      meta: { canonical: "https://example.com/schema.json", version: "v1.0.0", lastModified: "2023-11-02T18:00:00", theme: "elegant" },
    };
    const data = imported(reimport(document));
    expect(data.basics.location).toBe("Storgatan 1, Malmö, Skåne, 211 20, SE");
    const exported = exportJsonResume(data);
    expect(exported.basics).toMatchObject({ image: "images/erik.jpg", location: document.basics.location });
    expect(exported.work).toEqual([{ ...document.work[0], name: "Massive" }]);
    expect(exported.projects).toEqual(document.projects);
    expect(withoutStash(exported).meta).toEqual(document.meta);

    // Once the location is edited here, its old parts no longer describe it: it is written as one address.
    data.basics.location = "Lund, Sweden";
    expect(exportJsonResume(data).basics?.location).toEqual({ address: "Lund, Sweden" });
  });
});
