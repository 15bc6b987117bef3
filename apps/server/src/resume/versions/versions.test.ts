import { createId, type ResumeData } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../test/accounts";
import { TestClient } from "../../test/cookie-jar";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createResume, type ResumeJson } from "../../test/test-resumes";

let testApp: TestApp;
let clock = Date.now();
const minutes = (count: number) => count * 60_000;

beforeAll(async () => {
  testApp = await createTestApp({ historyClock: () => clock });
});
afterAll(() => testApp?.close());

async function owner(): Promise<TestClient> {
  const browser = new TestClient(testApp.app);
  await signUp(browser);
  return browser;
}

interface VersionJson {
  id: string;
  kind: string;
  name: string | null;
  resumeVersion: number;
  createdAt: string;
  summary: { compared: boolean; sections: { id: string; added: number; textEdited: boolean }[]; design: { field: string; from?: string; to?: string }[] };
}

/** Saves the resume's data as the builder does: the whole data, based on the version it holds. */
async function save(browser: TestClient, resume: ResumeJson, change: (data: ResumeData) => void): Promise<ResumeJson> {
  const data = structuredClone(resume.data);
  change(data);
  const response = await browser.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function versions(browser: TestClient, resume: { id: string }): Promise<VersionJson[]> {
  const response = await browser.get(`/api/resume/${resume.id}/versions`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const addExperience = (company: string) => (data: ResumeData) => {
  data.sections.experience.items.push({
    id: createId(),
    visible: true,
    company,
    position: "Engineer",
    location: "",
    date: "",
    summary: "",
    url: { label: "", href: "" },
  });
};

describe("automatic versions", () => {
  it("keeps one version per editing burst: the data as it was before the first save after 10 idle minutes", async () => {
    const alice = await owner();
    let resume = await createResume(alice);
    const created = resume.data;

    // The first save of a burst keeps the data as it was before it.
    resume = await save(alice, resume, (data) => void (data.basics.headline = "One"));
    clock += minutes(2);
    resume = await save(alice, resume, (data) => void (data.basics.headline = "Two"));
    let list = await versions(alice, resume);
    expect(list.map((version) => version.kind)).toEqual(["edit"]);
    expect(list[0]?.resumeVersion).toBe(1);
    expect((await alice.get(`/api/resume/${resume.id}/versions/${list[0]?.id}`)).json().data).toEqual(created);

    // Ten quiet minutes end the burst: the next save keeps "Two".
    clock += minutes(10);
    resume = await save(alice, resume, (data) => void (data.basics.headline = "Three"));
    list = await versions(alice, resume);
    expect(list).toHaveLength(2);
    const kept = (await alice.get(`/api/resume/${resume.id}/versions/${list[0]?.id}`)).json();
    expect(kept.data.basics.headline).toBe("Two");
    expect(kept.summary.compared).toBe(true);
    expect(kept.summary.sections).toEqual([expect.objectContaining({ id: "basics", textEdited: true })]);
  });

  it("notes a burst's last save at most once a minute: it ends 10 minutes after the last one noted", async () => {
    const alice = await owner();
    let resume = await createResume(alice);
    resume = await save(alice, resume, (data) => void (data.basics.headline = "One"));
    // Within a minute of the burst's start: part of it, not noted.
    clock += 30_000;
    resume = await save(alice, resume, (data) => void (data.basics.headline = "Two"));
    // Ten minutes after the last note, though under ten after the last save: a new burst.
    clock += minutes(10) - 15_000;
    resume = await save(alice, resume, (data) => void (data.basics.headline = "Three"));
    expect((await versions(alice, resume)).map((version) => version.resumeVersion)).toEqual([3, 1]);
    // Two minutes later the save is noted, and keeps the burst open nine and a half minutes on.
    clock += minutes(2);
    resume = await save(alice, resume, (data) => void (data.basics.headline = "Four"));
    clock += minutes(9.5);
    resume = await save(alice, resume, (data) => void (data.basics.headline = "Five"));
    expect(await versions(alice, resume)).toHaveLength(2);
  });

  it("closes a burst after 30 minutes of continuous editing", async () => {
    const alice = await owner();
    let resume = await createResume(alice);
    for (let step = 0; step < 7; step++) {
      resume = await save(alice, resume, (data) => void (data.basics.headline = `Step ${step}`));
      clock += minutes(5);
    }
    // Saves at 0, 5 … 30 minutes: the one at 30 minutes began a new burst.
    const list = await versions(alice, resume);
    expect(list).toHaveLength(2);
    const closed = (await alice.get(`/api/resume/${resume.id}/versions/${list[0]?.id}`)).json();
    expect(closed.data.basics.headline).toBe("Step 5");
  });
});

describe("named versions", () => {
  it("saves, renames and deletes a named version; every other version still reads back", async () => {
    const alice = await owner();
    let resume = await createResume(alice);
    const states: string[] = [];
    for (let step = 0; step < 5; step++) {
      resume = await save(alice, resume, (data) => void (data.basics.headline = `Headline ${step}`));
      clock += minutes(11);
      states.push(`Headline ${step}`);
    }
    const named = await alice.post(`/api/resume/${resume.id}/versions`, { name: "Sent to ACME" });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json()).toMatchObject({ kind: "named", name: "Sent to ACME", resumeVersion: resume.version });

    const renamed = await alice.patch(`/api/resume/${resume.id}/versions/${named.json().id}`, { name: "Sent to Globex" });
    expect(renamed.json().name).toBe("Sent to Globex");
    expect((await alice.patch(`/api/resume/${resume.id}/versions/${named.json().id}`, { name: "  " })).statusCode).toBe(400);

    // Delete versions in the middle of the stored chain: the later ones are rebuilt on what is left.
    const before = await versions(alice, resume);
    const datas = new Map<string, unknown>();
    for (const version of before) datas.set(version.id, (await alice.get(`/api/resume/${resume.id}/versions/${version.id}`)).json().data);
    for (const doomed of [before[2], before[4]]) {
      const deleted = await alice.delete(`/api/resume/${resume.id}/versions/${doomed?.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    const after = await versions(alice, resume);
    expect(after.map((version) => version.id)).toEqual(before.filter((_, index) => index !== 2 && index !== 4).map((version) => version.id));
    for (const version of after) {
      expect((await alice.get(`/api/resume/${resume.id}/versions/${version.id}`)).json().data).toEqual(datas.get(version.id));
    }
    expect((await alice.get(`/api/resume/${resume.id}/versions/${before[2]?.id}`)).statusCode).toBe(404);
  });

  it("refuses a body that is neither a name nor a kind of copy", async () => {
    const alice = await owner();
    const resume = await createResume(alice);
    for (const body of [{}, { name: "" }, { kind: "edit" }, { name: "x", kind: "bulk" }]) {
      const response = await alice.post(`/api/resume/${resume.id}/versions`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const copy = await alice.post(`/api/resume/${resume.id}/versions`, { kind: "import" });
    expect(copy.json()).toMatchObject({ kind: "import", name: null });
  });
});

describe("restore", () => {
  it("puts a version back, keeping what it replaced so that restoring that undoes it", async () => {
    const alice = await owner();
    let resume = await createResume(alice);
    resume = await save(alice, resume, addExperience("ACME"));
    const acme = await alice.post(`/api/resume/${resume.id}/versions`, { name: "With ACME" });
    clock += minutes(11);
    resume = await save(alice, resume, (data) => {
      data.sections.experience.items = [];
      data.metadata.template = "onyx";
    });

    const restored = await alice.post(`/api/resume/${resume.id}/versions/${acme.json().id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const { resume: now, savedVersion } = restored.json();
    expect(now.version).toBe(resume.version + 1);
    expect(now.data.sections.experience.items.map((item: { company: string }) => item.company)).toEqual(["ACME"]);
    expect((await alice.get(`/api/resume/${resume.id}`)).json().data).toEqual(now.data);
    expect(savedVersion).toMatchObject({ kind: "restore", resumeVersion: resume.version });
    expect(savedVersion.summary.design).toContainEqual({ field: "template", from: expect.any(String), to: "onyx" });

    const undone = await alice.post(`/api/resume/${resume.id}/versions/${savedVersion.id}/restore`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().resume.data).toEqual(resume.data);
    // A stale save based on the version before the restore is refused, not silently merged.
    const stale = await alice.patch(`/api/resume/${resume.id}`, { data: resume.data, version: resume.version });
    expect(stale.statusCode).toBe(409);
  });

  it("refuses to restore into a locked resume and changes nothing", async () => {
    const alice = await owner();
    const resume = await createResume(alice);
    const named = (await alice.post(`/api/resume/${resume.id}/versions`, { name: "Start" })).json();
    await alice.patch(`/api/resume/${resume.id}/lock`, { set: true });
    const response = await alice.post(`/api/resume/${resume.id}/versions/${named.id}/restore`);
    expect(response.statusCode).toBe(423);
    expect(await versions(alice, resume)).toHaveLength(1);
  });
});

describe("compare", () => {
  it("lists words inserted and deleted per section, items moved and hidden, and design changes", async () => {
    const alice = await owner();
    let resume = await createResume(alice);
    resume = await save(alice, resume, (data) => {
      addExperience("ACME")(data);
      addExperience("Globex")(data);
      data.sections.summary.content = "<p>Quiet careful engineer</p>";
    });
    const first = (await alice.post(`/api/resume/${resume.id}/versions`, { name: "First" })).json();
    resume = await save(alice, resume, (data) => {
      data.sections.experience.items.reverse();
      const acme = data.sections.experience.items.find((item) => item.company === "ACME");
      if (acme) acme.visible = false;
      data.sections.summary.content = "<p>Bold careful engineer</p>";
      data.metadata.theme.primary = "#123456";
      data.metadata.typography.font.family = "Inter";
    });

    const response = await alice.get(`/api/resume/${resume.id}/versions/compare?from=${first.id}&to=current`);
    expect(response.statusCode, response.body).toBe(200);
    const comparison = response.json();
    const summary = comparison.sections.find((section: { id: string }) => section.id === "summary");
    expect(summary.fields[0].parts).toEqual([
      { value: "Quiet", removed: true },
      { value: "Bold", added: true },
      { value: " careful engineer" },
    ]);
    const experience = comparison.sections.find((section: { id: string }) => section.id === "experience");
    const acme = experience.items.find((item: { label: string }) => item.label === "ACME");
    expect(acme.status).toEqual(expect.arrayContaining(["moved", "hidden"]));
    expect(comparison.design).toEqual(
      expect.arrayContaining([
        { field: "theme.primary", from: "#dc2626", to: "#123456" },
        { field: "typography.font.family", from: expect.any(String), to: "Inter" },
      ]),
    );
    const missing = await alice.get(`/api/resume/${resume.id}/versions/compare?from=${createId()}&to=current`);
    expect(missing.statusCode).toBe(404);
  });
});

describe("who may reach a resume's history", () => {
  it("answers another user ResumeNotFound and a visitor Unauthorized on every call, changing nothing", async () => {
    const alice = await owner();
    const resume = await createResume(alice);
    const version = (await alice.post(`/api/resume/${resume.id}/versions`, { name: "Mine" })).json();
    const base = `/api/resume/${resume.id}/versions`;
    const calls = (client: TestClient) => [
      client.get(base),
      client.get(`${base}/${version.id}`),
      client.get(`${base}/compare?from=${version.id}&to=current`),
      client.post(base, { name: "Theirs" }),
      client.patch(`${base}/${version.id}`, { name: "Theirs" }),
      client.post(`${base}/${version.id}/restore`),
      client.delete(`${base}/${version.id}`),
    ];
    const mallory = await owner();
    for (const response of await Promise.all(calls(mallory))) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe("ResumeNotFound");
      expect(response.body).not.toContain("Mine");
    }
    for (const response of await Promise.all(calls(new TestClient(testApp.app)))) expect(response.statusCode).toBe(401);
    // A version id of Alice's asked under Mallory's own resume is not found either.
    const malloryResume = await createResume(mallory);
    expect((await mallory.get(`/api/resume/${malloryResume.id}/versions/${version.id}`)).statusCode).toBe(404);
    expect((await mallory.post(`/api/resume/${malloryResume.id}/versions/${version.id}/restore`)).statusCode).toBe(404);
    expect(await versions(alice, resume)).toEqual([expect.objectContaining({ id: version.id, name: "Mine" })]);
  });
});
