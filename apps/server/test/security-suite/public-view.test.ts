/**
 * Security suite — the public API shows only what the public page shows: hidden items,
 * hidden sections, a hidden picture, switched-off custom CSS, the notes and the owner's id
 * never leave through GET /api/resume/public/…, and every text the answer does hold is on
 * the page: the public PDF, printed by the app's own printer through the real built
 * artboard and templates, is read back and must contain each of them.
 *
 * Needs `npm run build` (apps/web/dist/artboard.html); `npm test` builds first.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { type ResumeData, sampleResume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webDistDir } from "../../src/paths";
import { pdfText } from "../../src/test/pdf-text";
import { createTestApp, type TestApp } from "../../src/test/test-app";
import { type Person, signedUpPerson, uploadPicture } from "./suite-fixtures";

let testApp: TestApp;
let owner: Person;

beforeAll(async () => {
  if (!existsSync(path.join(webDistDir, "artboard.html"))) throw new Error("run `npm run build` first: the test prints through the built artboard");
  testApp = await createTestApp({ webDir: webDistDir, env: { PORT: "0", HOST: "127.0.0.1" } });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  owner = await signedUpPerson(testApp.app);
}, 60_000);
afterAll(() => testApp?.close());

const hidden = "hiddenmarkerq7z";

/** The sample resume with something hidden at every level the builder can hide. */
function dataWithHiddenParts(pictureUrl: string): ResumeData {
  const data = structuredClone(sampleResume);
  const [first, ...rest] = data.sections.experience.items;
  if (!first) throw new Error("the sample has no experience");
  data.sections.experience.items = [first, { ...first, id: "hiddenitem00000000000000", visible: false, company: `${hidden} company`, summary: `<p>${hidden} summary</p>` }, ...rest];
  data.sections.awards = { ...data.sections.awards, visible: false, name: `${hidden} awards`, items: [{ id: "hiddenaward0000000000000", visible: true, title: `${hidden} award`, awarder: hidden, date: "2020", summary: hidden, url: { label: hidden, href: `https://${hidden}.example` } }] };
  data.sections.custom = { hiddencustom000000000000: { id: "hiddencustom000000000000", name: `${hidden} custom`, columns: 1, visible: false, items: [] } };
  data.basics.picture = { ...data.basics.picture, url: pictureUrl, effects: { ...data.basics.picture.effects, hidden: true } };
  data.metadata.notes = `<p>${hidden} notes</p>`;
  data.metadata.css = { value: `/* ${hidden} css */`, visible: false };
  return data;
}

/** Every text of the parts of the data a reader sees, with the key it is under. */
function shownTexts(value: unknown, key = ""): [string, string][] {
  if (typeof value === "string") return value.trim() ? [[key, value]] : [];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([name, entry]) => shownTexts(entry, name));
}

/** Text as the PDF has it: tags gone, entities decoded, dashes alike (templates print date ranges with an en dash), case and spacing ignored. */
const normalise = (text: string) =>
  text.replace(/<[^>]*>/g, "").replace(/[\u2010-\u2015]/g, "-").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").normalize("NFKC").toLowerCase().replace(/\s+/g, "");

describe("GET /api/resume/public/{username}/{slug}", () => {
  it("holds only what the public page shows", async () => {
    const created = (await owner.client.post("/api/resume", { title: "Public", visibility: "public" })).json();
    const picture = (await uploadPicture(owner.client, created.id)).json().data as string;
    const patched = await owner.client.patch(`/api/resume/${created.id}`, { version: created.version, data: dataWithHiddenParts(picture) });
    expect(patched.statusCode, patched.body).toBe(200);

    const publicPath = `/api/resume/public/${owner.registration.username}/${created.slug}`;
    const visitor = await testApp.app.inject({ url: publicPath });
    expect(visitor.statusCode, visitor.body).toBe(200);
    const answer = visitor.json();
    expect(visitor.body).not.toContain(hidden);
    expect(visitor.body).not.toContain(new URL(picture).pathname);
    expect(answer).not.toHaveProperty("userId");
    expect(visitor.body).not.toContain(owner.user.id);
    expect(answer.data.metadata.notes).toBe("");

    const print = await testApp.app.inject({ url: `${publicPath}/print` });
    expect(print.statusCode, print.body).toBe(200);
    const pdf = await testApp.app.inject({ url: new URL(print.json().url).pathname });
    const text = normalise(await pdfText(pdf.rawPayload));
    // Structure the reader does not read as text: ids, icon names, link targets (the PDF
    // links them; their labels are checked), and the layout's section keys.
    const notText = new Set(["id", "icon", "href"]);
    const missing = shownTexts({ basics: answer.data.basics, sections: answer.data.sections })
      .filter(([key]) => !notText.has(key))
      .filter(([, value]) => !text.includes(normalise(value)));
    expect(missing).toEqual([]);
  }, 120_000);
});
