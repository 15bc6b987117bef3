import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedUpPerson } from "../../test/security-suite/suite-fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import { maxLoggedTextLength } from "./logger-options";

const lines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOG_LEVEL: "trace" }, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => testApp?.close());

/** Every string anywhere in a parsed log line. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, entry]) => [key, ...strings(entry)]);
}

const cutNote = "… [".length + " more characters cut]".length + 10;

describe("the server's log", () => {
  it("never holds a request body, even for a request that fails", async () => {
    const person = await signedUpPerson(testApp.app);
    const marker = "body-marker-5f1c";
    const resume = (await person.client.post("/api/resume", { title: `Title ${marker}` })).json();
    await person.client.patch(`/api/resume/${resume.id}`, { version: 1, title: `${marker} again` });
    await person.client.patch(`/api/resume/${resume.id}`, { version: 2 ** 31, title: marker });
    await person.client.post("/api/resume/import", { data: { marker } });
    await person.client.post("/api/auth/login", { identifier: person.registration.email, password: `wrong ${marker}` });
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((line) => line.includes(marker))).toEqual([]);
    expect(lines.filter((line) => line.includes(person.registration.password))).toEqual([]);
  });

  it("cuts every logged value and message at 2 KB", async () => {
    lines.length = 0;
    const huge = "x".repeat(3 * 1024 * 1024);
    const error = Object.assign(new Error(huge), { detail: huge, parameters: [huge, huge] });
    testApp.app.log.error({ err: error, value: huge, nested: { deeper: [{ text: huge }] } }, huge);
    testApp.app.log.warn({ error }, "an error under another key");
    await testApp.app.inject({ url: `/api/health?${"q".repeat(60_000)}` });
    const all = lines.join("");
    expect(all.length).toBeLessThan(64 * 1024);
    for (const line of lines) {
      for (const text of strings(JSON.parse(line))) expect(text.length).toBeLessThanOrEqual(maxLoggedTextLength + cutNote);
    }
    expect(all).toContain("more characters cut]");
  });
});
