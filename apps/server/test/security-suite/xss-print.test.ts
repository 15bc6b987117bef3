/**
 * Security suite — the printed PDF. Resumes full of XSS payloads (every field, in
 * rotation, plus `</style><script>` in custom CSS) printed by the app's own printer through
 * the REAL built artboard, read back with pdfjs-dist: the text shows no trace of a payload
 * having run. The same prints carry SSRF attempts by DNS name and odd IP spellings (picture,
 * CSS @import and url(), an image in rich text), and a loopback listener shows the printer's
 * browser and the picture proxy reached none of them.
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
import { type LoopbackListener, startLoopbackListener } from "./loopback-listener";
import { type Person, signedUpPerson } from "./suite-fixtures";
import { withPayloads, xssMarker, xssPayloads } from "./xss-payloads";

const artboardFile = path.join(webDistDir, "artboard.html");

let testApp: TestApp;
let secret: LoopbackListener;
let owner: Person;

beforeAll(async () => {
  if (!existsSync(artboardFile)) {
    throw new Error(`${artboardFile} is missing: run \`npm run build\` (npm test does it) before the security suite's print checks.`);
  }
  secret = await startLoopbackListener();
  // The app's own printer, loading the built artboard from the port the server listens on.
  testApp = await createTestApp({ webDir: webDistDir, env: { PORT: "0", HOST: "127.0.0.1" } });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  owner = await signedUpPerson(testApp.app);
});
afterAll(async () => {
  await testApp?.close();
  await secret?.close();
});

/** Case- and white-space-insensitive, as CSS may transform text and PDFs space it out. */
const normalise = (text: string) => text.normalize("NFKC").toLowerCase().replace(/\s+/g, "");

/** Payload data plus ways to make the printer reach a loopback address by name or odd spelling. */
function hostileResume(variant: number): ResumeData {
  const data = withPayloads(sampleResume, variant);
  const port = secret.port;
  data.basics.picture.url = `http://localhost:${port}/picture.png`;
  data.sections.summary.content += `<p>See <img src="http://localhost:${port}/in-summary.png"> and <img src="http://2130706433:${port}/decimal.png"></p>`;
  data.metadata.css.value =
    `@import url("http://localhost:${port}/import.css");\n` +
    `body { background: url("http://0x7f.1:${port}/background.png"); }\n` +
    `h1 { background-image: url("http://[::1]:${port}/v6.png"); }\n` +
    data.metadata.css.value;
  return data;
}

async function printed(url: string): Promise<string> {
  const print = await owner.client.get(url);
  expect(print.statusCode, print.body).toBe(200);
  const file = await owner.client.get(new URL(print.json().url, "http://x").pathname);
  expect(file.statusCode).toBe(200);
  return pdfText(file.rawPayload);
}

describe("printing resumes full of payloads", () => {
  it.each(xssPayloads.map((_payload, variant) => variant))(
    "runs none of them and fetches nothing from loopback (variant %i)",
    async (variant) => {
      const created = (await owner.client.post("/api/resume", { title: `Hostile ${variant}`, visibility: "public" })).json();
      const data = hostileResume(variant);
      const patched = await owner.client.patch(`/api/resume/${created.id}`, { data, version: created.version });
      expect(patched.statusCode, patched.body).toBe(200);

      for (const url of [`/api/resume/print/${created.id}`, `/api/resume/public/${owner.registration.username}/${created.slug}/print`]) {
        const text = normalise(await printed(url));
        // The resume did print (its plain-text fields show the payloads as text)…
        expect(text.length).toBeGreaterThan(2000);
        expect(text).toContain("atob(/ufdoruq/.source)");
        // …and no payload ran: the word a running payload writes is nowhere.
        expect(text).not.toContain(xssMarker.toLowerCase());
      }
      expect({ requests: secret.requests, connections: secret.connections }).toEqual({ requests: [], connections: 0 });
    },
    60_000,
  );
});
