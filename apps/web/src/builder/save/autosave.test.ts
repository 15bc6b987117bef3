import { applyPatch, type Operation } from "rfc6902";
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

type SentBody = { version: number; data?: typeof resume.data; patch?: Operation[] };

/** The data a save makes of `data`: its whole data, or its patch applied. */
function applySave(data: typeof resume.data, body: unknown): typeof resume.data {
  const sent = body as SentBody;
  if (!sent.patch) return sent.data!;
  const patched = structuredClone(data);
  const errors = applyPatch(patched, sent.patch).filter((error) => error !== null);
  if (errors.length > 0) throw new Error(`the patch does not apply: ${errors.join("; ")}`);
  return patched;
}

/** The server: each PATCH with the current version bumps it; a stale one is a 409. */
function serveVersions(start = 1) {
  let version = start;
  let data = resume.data;
  api.on(`PATCH /api${path}`, ({ body }) => {
    const sent = body as SentBody;
    if (sent.version !== version) return fail(409, "ResumeVersionConflict");
    version += 1;
    data = applySave(data, sent);
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
    // Only what changed travels: a JSON Patch of the loaded version's data.
    expect(saves()[0]?.body).toEqual({ version: 1, patch: [{ op: "replace", path: "/basics/name", value: "Ada" }] });
    expect(useBuilderStore.getState().meta?.version).toBe(2);
    expect(autosave?.hasUnsavedChanges()).toBe(false);
  });

  it("sends edits made during a save right after it, with the new version", async () => {
    serveVersions();
    // The first save is held open until the second edit has been made.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let version = 1;
    let data = resume.data;
    api.on(`PATCH /api${path}`, async ({ body }) => {
      if (version === 1) await held;
      version += 1;
      data = applySave(data, body);
      return { status: 200, body: toJson({ ...resume, data, version }) };
    });
    start();
    rename("Ada");
    await until(() => saves().length === 1);
    expect(status()).toBe("saving");
    rename("Ada Lovelace");
    release();
    await until(() => status() === "saved" && saves().length === 2);
    expect(saves().map((call) => (call.body as { version: number }).version)).toEqual([1, 2]);
    // The second save is a patch of what the first one saved.
    expect(saves()[1]?.body).toMatchObject({ patch: [{ op: "replace", path: "/basics/name", value: "Ada Lovelace" }] });
  });

  it("keeps the edits through failures, retries with backoff and saves once the server is back", async () => {
    let down = true;
    api.on(`PATCH /api${path}`, () => (down ? fail(503, "SomethingWentWrong") : { status: 200, body: toJson({ ...resume, version: 2 }) }));
    start([30, 60]);
    rename("Offline edit");
    await until(() => status() === "failed");
    expect(readDraft(resume.id)?.data.basics.name).toBe("Offline edit");
    // Failed again after its retry (not just sent: "saving" until the 503 is back), edits kept.
    await until(() => saves().length >= 2 && status() === "failed");
    expect(readDraft(resume.id)?.data.basics.name).toBe("Offline edit");
    down = false;
    await until(() => status() === "saved");
    expect(saves().at(-1)?.body).toMatchObject({ patch: [{ path: "/basics/name", value: "Offline edit" }] });
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
    // This tab never saw version 2's data, so it cannot patch it: the whole data goes.
    expect(saves().at(-1)?.body).toMatchObject({ version: 2, data: { basics: { name: "Mine" } } });
    expect(saves().at(-1)?.body).not.toHaveProperty("patch");
  });

  it("sends the whole data when the server cannot apply a patch", async () => {
    const server = serveVersions();
    let refusedOnce = false;
    api.on(`PATCH /api${path}`, ({ body }) => {
      if ("patch" in (body as SentBody) && !refusedOnce) {
        refusedOnce = true;
        return fail(400, "ValidationError");
      }
      const data = applySave(server.current().data, body);
      server.bump(data);
      return { status: 200, body: toJson({ ...resume, data, version: server.current().version }) };
    });
    start();
    rename("Ada");
    await until(() => status() === "saved");
    expect(saves().map((call) => Object.keys(call.body as object).sort())).toEqual([
      ["patch", "version"],
      ["data", "version"],
    ]);
    expect(server.current().data.basics.name).toBe("Ada");
  });

  it("sends nothing for an edit undone before the save", async () => {
    serveVersions();
    start();
    const before = useBuilderStore.getState().data!.basics.name;
    rename("Typo");
    rename(before);
    await until(() => status() === "saved");
    expect(saves()).toHaveLength(0);
    expect(autosave?.hasUnsavedChanges()).toBe(false);
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
    expect(saves().at(-1)?.body).toMatchObject({ version: 1, patch: [{ path: "/basics/name", value: "Typed before the tab closed" }] });
  });
});
