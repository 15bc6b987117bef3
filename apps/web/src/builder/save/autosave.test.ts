import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resumeApi } from "@/api/resume-api";
import { type BrowserApi, fail, startBrowserApi } from "@/test/browser-api";
import { buildResume, toJson } from "@/test/resume-fixture";
import { useBuilderStore } from "@/builder/store/builder-store";
import { type Autosave, startAutosave, useSaveState } from "./autosave";
import { readDraft } from "./draft-storage";
import { restoreDraft } from "./restore-draft";

/*
 * Autosave against a real HTTP server standing in for PATCH/GET /api/resume/:id, with short
 * delays so the debounce and retries run in real time.
 */
let api: BrowserApi;
let autosave: Autosave | null = null;
const resume = buildResume({ version: 1 });
const path = `/resume/${resume.id}`;
const saves = () => api.calls.filter((call) => call.method === "PATCH");
const rename = (name: string) => useBuilderStore.getState().edit((data) => void (data.basics.name = name));
const status = () => useSaveState.getState().status;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out waiting");
    await wait(10);
  }
}

/** The server: each PATCH with the current version bumps it; a stale one is a 409. */
function serveVersions(start = 1) {
  let version = start;
  let data = resume.data;
  api.on(`PATCH /api${path}`, ({ body }) => {
    const sent = body as { version: number; data: typeof data };
    if (sent.version !== version) return fail(409, "ResumeVersionConflict");
    version += 1;
    data = sent.data;
    return { status: 200, body: toJson({ ...resume, data, version }) };
  });
  api.on(`GET /api${path}`, () => ({ status: 200, body: toJson({ ...resume, data, version }) }));
  return {
    bump: (newData = data) => {
      version += 1;
      data = newData;
    },
    current: () => ({ version, data }),
  };
}

function start(retryDelaysMs = [30]) {
  autosave = startAutosave({ save: resumeApi.save, fetchCurrent: resumeApi.get, delayMs: 40, retryDelaysMs });
  return autosave;
}

beforeAll(async () => {
  api = await startBrowserApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  localStorage.clear();
  useBuilderStore.getState().load(resume);
});
afterEach(() => {
  autosave?.dispose();
  autosave = null;
});

describe("autosave", () => {
  it("debounces a burst of edits into one save of the latest data with the loaded version", async () => {
    serveVersions();
    start();
    for (const name of ["A", "Ad", "Ada"]) rename(name);
    expect(status()).toBe("pending");
    await until(() => status() === "saved");
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.body).toMatchObject({ version: 1, data: { basics: { name: "Ada" } } });
    expect(useBuilderStore.getState().meta?.version).toBe(2);
    expect(autosave?.hasUnsavedChanges()).toBe(false);
  });

  it("sends edits made during a save right after it, with the new version", async () => {
    serveVersions();
    // The first save is held open until the second edit has been made.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let version = 1;
    api.on(`PATCH /api${path}`, async ({ body }) => {
      if (version === 1) await held;
      version += 1;
      return { status: 200, body: toJson({ ...resume, data: (body as { data: typeof resume.data }).data, version }) };
    });
    start();
    rename("Ada");
    await until(() => saves().length === 1);
    expect(status()).toBe("saving");
    rename("Ada Lovelace");
    release();
    await until(() => status() === "saved" && saves().length === 2);
    expect(saves().map((call) => (call.body as { version: number }).version)).toEqual([1, 2]);
    expect(saves()[1]?.body).toMatchObject({ data: { basics: { name: "Ada Lovelace" } } });
  });

  it("keeps the edits through failures, retries with backoff and saves once the server is back", async () => {
    let down = true;
    api.on(`PATCH /api${path}`, () => (down ? fail(503, "SomethingWentWrong") : { status: 200, body: toJson({ ...resume, version: 2 }) }));
    start([30, 60]);
    rename("Offline edit");
    await until(() => status() === "failed");
    expect(readDraft(resume.id)?.data.basics.name).toBe("Offline edit");
    await until(() => saves().length >= 2);
    expect(status()).toBe("failed");
    down = false;
    await until(() => status() === "saved");
    expect(saves().at(-1)?.body).toMatchObject({ data: { basics: { name: "Offline edit" } } });
    expect(readDraft(resume.id)).toBeNull();
  });

  it("stops on a conflict until the user reloads the other version", async () => {
    const server = serveVersions();
    const theirs = structuredClone(resume.data);
    theirs.basics.name = "Saved in another tab";
    server.bump(theirs);
    start();
    rename("Mine");
    await until(() => status() === "conflict");
    rename("Mine, still typing");
    await wait(120);
    expect(saves()).toHaveLength(1);
    await autosave?.resolveConflict("reload");
    expect(useBuilderStore.getState().data?.basics.name).toBe("Saved in another tab");
    expect(useBuilderStore.getState().meta?.version).toBe(2);
    expect(status()).toBe("saved");
  });

  it("overwrites the other version only when the user chooses to", async () => {
    const server = serveVersions();
    server.bump();
    start();
    rename("Mine");
    await until(() => status() === "conflict");
    await autosave?.resolveConflict("overwrite");
    await until(() => status() === "saved");
    expect(server.current()).toMatchObject({ version: 3, data: { basics: { name: "Mine" } } });
  });

  it("does not send data the schema refuses, and saves once it is fixed", async () => {
    serveVersions();
    start();
    useBuilderStore.getState().edit((data) => void (data.basics.email = "ada@"));
    await until(() => status() === "invalid");
    expect(saves()).toHaveLength(0);
    useBuilderStore.getState().edit((data) => void (data.basics.email = "ada@example.com"));
    await until(() => status() === "saved");
    expect(saves()).toHaveLength(1);
  });

  it("flush sends pending edits without waiting for the debounce", async () => {
    serveVersions();
    autosave = startAutosave({ save: resumeApi.save, fetchCurrent: resumeApi.get, delayMs: 60_000 });
    rename("Now");
    await autosave.flush();
    expect(saves()).toHaveLength(1);
    expect(status()).toBe("saved");
  });

  it("a draft left by an earlier visit is restored and saved against its own version", async () => {
    api.on(`PATCH /api${path}`, () => fail(503, "SomethingWentWrong"));
    start([60_000]);
    rename("Typed before the tab closed");
    await until(() => status() === "failed");
    autosave?.dispose();

    // Next visit: the server still has version 1 without the edit.
    serveVersions();
    useBuilderStore.getState().load(resume);
    start();
    expect(restoreDraft()).toBe(true);
    expect(useBuilderStore.getState().data?.basics.name).toBe("Typed before the tab closed");
    await until(() => status() === "saved");
    expect(saves().at(-1)?.body).toMatchObject({ version: 1, data: { basics: { name: "Typed before the tab closed" } } });
  });
});
