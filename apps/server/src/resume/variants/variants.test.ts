import { type ResumeData, resetDifference, variantsExportKey } from "@vitae/schema";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResumePrinter } from "../../printer/app-printer";
import { signUp } from "../../test/accounts";
import { TestClient } from "../../test/cookie-jar";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createResume, type ResumeJson } from "../../test/test-resumes";

/** A printer that draws a one-page PDF and remembers what it was asked to print. */
const printed: { data: ResumeData; locale: string | undefined }[] = [];
const recordingPrinter: ResumePrinter = {
  printPdf: async (data, options) => {
    printed.push({ data, locale: options?.locale });
    const pdf = await PDFDocument.create();
    pdf.addPage();
    return Buffer.from(await pdf.save());
  },
  previewImage: () => Promise.reject(new Error("not used here")),
  status: () => ({ status: "up", detail: "stand-in" }),
  close: async () => undefined,
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ printer: recordingPrinter });
});
afterAll(() => testApp?.close());

async function owner(): Promise<TestClient> {
  const browser = new TestClient(testApp.app);
  await signUp(browser);
  return browser;
}

/** A master with the sample resume's data. */
async function master(browser: TestClient, body: Record<string, unknown> = {}): Promise<ResumeJson> {
  return createResume(browser, { sample: true, ...body });
}

async function variant(browser: TestClient, of: ResumeJson, body: Record<string, unknown> = {}): Promise<ResumeJson> {
  const response = await browser.post(`/api/resume/${of.id}/variants`, { title: "Variant", slug: `v-${Math.random().toString(36).slice(2)}`, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function get(browser: TestClient, id: string): Promise<ResumeJson> {
  const response = await browser.get(`/api/resume/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function save(browser: TestClient, resume: ResumeJson, data: ResumeData): Promise<ResumeJson> {
  const response = await browser.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("variants", () => {
  it("take the builder's JSON Patch saves as edits of their effective data", async () => {
    const alice = await owner();
    const cv = await master(alice);
    const made = await variant(alice, cv);
    const response = await alice.patch(`/api/resume/${made.id}`, {
      version: made.version,
      patch: [{ op: "replace", path: "/basics/headline", value: "<b>Tailored</b> headline" }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = await get(alice, made.id);
    expect(saved.data.basics.headline).toBe("<b>Tailored</b> headline");
    expect(saved.differences?.overrides).toEqual([{ path: ["basics", "headline"], value: "<b>Tailored</b> headline" }]);
    // The master is untouched.
    expect((await get(alice, cv.id)).data.basics.headline).toBe(cv.data.basics.headline);
  });

  it("start identical to their master and store only what differs", async () => {
    const alice = await owner();
    const cv = await master(alice);
    const made = await variant(alice, cv, { purpose: "Berlin" });
    expect(made).toMatchObject({ masterId: cv.id, language: null, purpose: "Berlin", visibility: "private" });
    expect(made.data).toEqual(cv.data);
    expect(made.differences).toMatchObject({ overrides: [], hiddenItems: [], addedItems: [] });

    const edited = structuredClone(made.data);
    edited.basics.headline = "Backend engineer";
    const [first] = edited.sections.experience.items;
    if (!first) throw new Error("the sample has experience");
    first.visible = false;
    const saved = await save(alice, made, edited);
    expect(saved.data).toEqual(edited);
    expect(saved.differences?.overrides).toEqual([{ path: ["basics", "headline"], value: "Backend engineer" }]);
    expect(saved.differences?.hiddenItems).toEqual([{ list: ["sections", "experience", "items"], id: first.id }]);

    const list = await alice.get(`/api/resume/${cv.id}/variants`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: made.id, purpose: "Berlin", summary: expect.objectContaining({ fields: 1, hiddenItems: 1, design: 0 }) }),
    ]);
  });

  it("name the sections that still have a default name in their language, as overrides", async () => {
    const alice = await owner();
    const cv = await master(alice);
    const ownName = structuredClone(cv.data);
    ownName.sections.skills.name = "Toolbox";
    const masterSaved = await save(alice, cv, ownName);

    const made = await variant(alice, masterSaved, { language: "de-DE" });
    expect(made.data.sections.experience.name).toBe("Berufserfahrung");
    expect(made.data.sections.summary.name).toBe("Kurzprofil");
    expect(made.data.sections.skills.name).toBe("Toolbox");
    expect(made.data.basics).toEqual(masterSaved.data.basics);
    expect(made.differences?.overrides).toContainEqual({ path: ["sections", "experience", "name"], value: "Berufserfahrung" });
    expect(made.differences?.overrides.every((override) => override.path.length === 3 && override.path[2] === "name")).toBe(true);
    expect(made.differences?.overrides.some((override) => override.path[1] === "skills")).toBe(false);

    // The owner words one heading their own way; a new language leaves it alone.
    const own = structuredClone(made.data);
    own.sections.education.name = "Studium";
    const saved = await save(alice, made, own);
    const french = await alice.patch(`/api/resume/${made.id}/variant`, { language: "fr-FR" });
    expect(french.statusCode, french.body).toBe(200);
    expect(french.json().version).toBeGreaterThan(saved.version);
    const inFrench = await get(alice, made.id);
    expect(inFrench.language).toBe("fr-FR");
    expect(inFrench.data.sections.experience.name).toBe("Expérience professionnelle");
    expect(inFrench.data.sections.languages.name).toBe("Langues");
    expect(inFrench.data.sections.education.name).toBe("Studium");
    expect(inFrench.data.sections.skills.name).toBe("Toolbox");

    // Reset to the master's value brings the master's name back.
    if (!inFrench.differences) throw new Error("a variant has differences");
    const differences = resetDifference(inFrench.differences, { kind: "field", path: ["sections", "experience", "name"] });
    const reset = await alice.patch(`/api/resume/${made.id}`, { differences, version: inFrench.version });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.sections.experience.name).toBe("Experience");

    // Without a language, the default names follow the master again; the owner's own stay.
    const cleared = await alice.patch(`/api/resume/${made.id}/variant`, { language: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const plain = await get(alice, made.id);
    expect(plain.data.sections.languages.name).toBe(masterSaved.data.sections.languages.name);
    expect(plain.data.sections.education.name).toBe("Studium");
    expect(plain.differences?.overrides).toEqual([{ path: ["sections", "education", "name"], value: "Studium" }]);

    // Changing only the purpose renames nothing.
    const purposed = await alice.patch(`/api/resume/${made.id}/variant`, { purpose: "Paris" });
    expect(purposed.json().data).toEqual(plain.data);
  });

  it("refuse a language outside the interface languages and leave the variant as it was", async () => {
    const alice = await owner();
    const cv = await master(alice);
    const made = await variant(alice, cv);
    const refused = await alice.patch(`/api/resume/${made.id}/variant`, { language: "xx-YY" });
    expect(refused.statusCode).toBe(400);
    expect(await get(alice, made.id)).toMatchObject({ language: null, version: made.version, data: made.data });
  });

  it("follow the master's edits, except where they differ, and a stale variant save meets 409", async () => {
    const alice = await owner();
    const cv = await master(alice);
    const made = await variant(alice, cv);
    const own = structuredClone(made.data);
    own.basics.headline = "Variant headline";
    const saved = await save(alice, made, own);

    const masterEdit = structuredClone(cv.data);
    masterEdit.basics.headline = "Master headline";
    masterEdit.basics.name = "New Name";
    await save(alice, cv, masterEdit);

    const after = await get(alice, made.id);
    expect(after.data.basics.name).toBe("New Name");
    expect(after.data.basics.headline).toBe("Variant headline");
    expect(after.version).toBeGreaterThan(saved.version);

    const stale = await alice.patch(`/api/resume/${made.id}`, { data: saved.data, version: saved.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("ResumeVersionConflict");
    expect(stale.json().current.data.basics.name).toBe("New Name");
  });

  it("reset a field with resetDifference and PATCH differences", async () => {
    const alice = await owner();
    const cv = await master(alice);
    const made = await variant(alice, cv);
    const own = structuredClone(made.data);
    own.basics.headline = "Variant headline";
    const saved = await save(alice, made, own);
    if (!saved.differences) throw new Error("a variant has differences");
    const differences = resetDifference(saved.differences, { kind: "field", path: ["basics", "headline"] });
    const reset = await alice.patch(`/api/resume/${made.id}`, { differences, version: saved.version });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.basics.headline).toBe(cv.data.basics.headline);

    const invalid = await alice.patch(`/api/resume/${made.id}`, {
      differences: { overrides: [{ path: ["basics", "name"], value: 42 }] },
      version: reset.json().version,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues[0].path).toEqual(["basics", "name"]);
    expect((await get(alice, made.id)).data.basics.headline).toBe(cv.data.basics.headline);

    const plain = await alice.patch(`/api/resume/${cv.id}`, { differences, version: cv.version });
    expect(plain.json().code).toBe("ResumeNotVariant");
  });

  it("drop what a deleted master item had, with a note", async () => {
    const alice = await owner();
    const cv = await master(alice);
    const made = await variant(alice, cv);
    const [first] = made.data.sections.experience.items;
    if (!first) throw new Error("the sample has experience");
    const own = structuredClone(made.data);
    own.sections.experience.items[0] = { ...first, position: "Variant position" };
    await save(alice, made, own);
    const masterEdit = structuredClone(cv.data);
    masterEdit.sections.experience.items = masterEdit.sections.experience.items.filter((item) => item.id !== first.id);
    await save(alice, cv, masterEdit);
    const after = await get(alice, made.id);
    expect(after.data.sections.experience.items.some((item) => item.id === first.id)).toBe(false);
    expect(after.differences?.overrides).toEqual([]);
    expect(after.differences?.dropped).toEqual([
      { kind: "override", path: ["sections", "experience", "items", first.id, "position"], value: "Variant position", reason: "masterItemDeleted" },
    ]);
  });

  it("are one level deep, and a master is deleted only with its variants detached or deleted", async () => {
    const alice = await owner();
    const cv = await master(alice);
    const made = await variant(alice, cv);
    const nested = await alice.post(`/api/resume/${made.id}/variants`, { title: "Nested", slug: "nested" });
    expect(nested.statusCode).toBe(409);
    expect(nested.json().code).toBe("ResumeVariantOfVariant");

    const refused = await alice.delete(`/api/resume/${cv.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("ResumeHasVariants");
    expect((await get(alice, cv.id)).id).toBe(cv.id);

    const detached = await alice.delete(`/api/resume/${cv.id}?variants=detach`);
    expect(detached.statusCode).toBe(200);
    const plain = await get(alice, made.id);
    expect(plain).toMatchObject({ masterId: null, differences: null });
    expect(plain.data).toEqual(made.data);

    const second = await master(alice);
    const doomed = await variant(alice, second);
    expect((await alice.delete(`/api/resume/${second.id}?variants=delete`)).statusCode).toBe(200);
    expect((await alice.get(`/api/resume/${doomed.id}`)).statusCode).toBe(404);

    expect((await alice.post(`/api/resume/${made.id}/detach`)).json().code).toBe("ResumeNotVariant");
  });

  it("are reprinted after a master edit, in their own language", async () => {
    const alice = await owner();
    const cv = await master(alice);
    const made = await variant(alice, cv, { language: "de-DE" });
    const first = await alice.get(`/api/resume/print/${made.id}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(printed.at(-1)?.locale).toBe("de-DE");
    const again = await alice.get(`/api/resume/print/${made.id}`);
    expect(again.json().url).toBe(first.json().url);

    const masterEdit = structuredClone(cv.data);
    masterEdit.basics.name = "Reprinted";
    await save(alice, cv, masterEdit);
    const count = printed.length;
    const after = await alice.get(`/api/resume/print/${made.id}`);
    expect(after.json().url).not.toBe(first.json().url);
    expect(printed.length).toBe(count + 1);
    expect(printed.at(-1)?.data.basics.name).toBe("Reprinted");
  });

  it("serve a public language variant at the master's address by ?lang= or Accept-Language, with alternates", async () => {
    const alice = new TestClient(testApp.app);
    const { user: me } = await signUp(alice);
    const cv = await master(alice, { visibility: "public", slug: "cv" });
    const german = await variant(alice, cv, { language: "de-DE", slug: "cv-de" });
    const own = structuredClone(german.data);
    own.basics.headline = "Entwickler";
    const savedGerman = await save(alice, german, own);
    await alice.patch(`/api/resume/${german.id}`, { visibility: "public", version: savedGerman.version });

    const visitor = new TestClient(testApp.app);
    const byQuery = await visitor.get(`/api/resume/public/${me.username}/cv?lang=de-DE`);
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect(byQuery.json()).toMatchObject({ slug: "cv-de", locale: "de-DE", language: "de-DE" });
    expect(byQuery.json().data.basics.headline).toBe("Entwickler");
    expect(byQuery.json().alternates).toEqual([
      { locale: "en-US", slug: "cv", master: true },
      { locale: "de-DE", slug: "cv-de", master: false },
    ]);
    expect(byQuery.headers.vary).toContain("Accept-Language");

    const byHeader = await testApp.app.inject({ url: `/api/resume/public/${me.username}/cv`, headers: { "accept-language": "fr;q=0.9, de;q=0.8" } });
    expect(byHeader.json().slug).toBe("cv-de");
    const english = await testApp.app.inject({ url: `/api/resume/public/${me.username}/cv`, headers: { "accept-language": "en-GB, de;q=0.5" } });
    expect(english.json().slug).toBe("cv");
    const unknown = await visitor.get(`/api/resume/public/${me.username}/cv?lang=ja-JP`);
    expect(unknown.json().slug).toBe("cv");

    const print = await visitor.get(`/api/resume/public/${me.username}/cv/print?lang=de-DE`);
    expect(print.statusCode, print.body).toBe(200);
    expect(print.json().url).toContain("/cv-de/file/");
    expect((await visitor.get(print.json().url)).statusCode).toBe(200);
  });

  it("export with the master and import back as master and variants", async () => {
    const alice = await owner();
    const cv = await master(alice);
    const made = await variant(alice, cv, { language: "fr-FR", slug: "cv-fr" });
    const own = structuredClone(made.data);
    own.basics.headline = "Ingénieur";
    await save(alice, made, own);

    const ofVariant = await alice.get(`/api/resume/${made.id}/export?variants=include`);
    expect(ofVariant.json()).toEqual(own);
    const exported = await alice.get(`/api/resume/${cv.id}/export?variants=include`);
    expect(exported.statusCode, exported.body.slice(0, 300)).toBe(200);
    const file = exported.json();
    expect(file[variantsExportKey]).toHaveLength(1);
    expect((await alice.get(`/api/resume/${cv.id}/export`)).json()[variantsExportKey]).toBeUndefined();

    const bob = await owner();
    const { [variantsExportKey]: variants, ...data } = file;
    const imported = await bob.post("/api/resume/import", { data, variants, title: "Imported" });
    expect(imported.statusCode, imported.body).toBe(201);
    const restored = (await bob.get(`/api/resume/${imported.json().id}/variants`)).json();
    expect(restored).toEqual([expect.objectContaining({ slug: "cv-fr", language: "fr-FR" })]);
    expect((await get(bob, restored[0].id)).data.basics.headline).toBe("Ingénieur");
  });

  it("duplicate as an ordinary resume with the effective data, and keep versions of it", async () => {
    const alice = await owner();
    const cv = await master(alice);
    const made = await variant(alice, cv);
    const own = structuredClone(made.data);
    own.basics.headline = "Copied";
    await save(alice, made, own);
    const copy = await alice.post(`/api/resume/${made.id}/duplicate`, {});
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ masterId: null, differences: null });
    expect(copy.json().data.basics.headline).toBe("Copied");
  });

  it("answer 404 to another user and 401 without a session", async () => {
    const alice = await owner();
    const cv = await master(alice);
    const made = await variant(alice, cv);
    const mallory = await owner();
    const anonymous = new TestClient(testApp.app);
    for (const [browser, status] of [[mallory, 404], [anonymous, 401]] as const) {
      const responses = [
        await browser.post(`/api/resume/${cv.id}/variants`, { title: "X", slug: "x" }),
        await browser.get(`/api/resume/${cv.id}/variants`),
        await browser.patch(`/api/resume/${made.id}/variant`, { language: "de-DE" }),
        await browser.post(`/api/resume/${made.id}/detach`),
        await browser.get(`/api/resume/${made.id}/export`),
      ];
      for (const response of responses) expect(response.statusCode, response.body).toBe(status);
    }
    expect((await get(alice, made.id)).language).toBeNull();
  });
});

