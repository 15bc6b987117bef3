/**
 * A SIGKILL while versions are being written loses no acknowledged save and leaves no half
 * version: ten people autosave their resumes against the built server (dist/main.js) while
 * each also keeps versions of it, named ones and the copies kept before a bulk change
 * (POST /versions). Halfway through the server is killed with SIGKILL and started again on
 * the same data. Every save answered 200 must be there; every version answered 201 must be
 * listed; and every listed version must read back whole (its delta chain intact) and be
 * restorable. Runs on the embedded database, or on PostgreSQL when TEST_DATABASE_URL is set.
 * Needs `npm run build`.
 */
import type { ResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { AutosaveEditor, Gate } from "./autosave-editor";
import { HttpSession } from "./http-session";
import { restartableServer } from "./restartable-server";
import { sleep, until } from "./wait";

const editorCount = 10;
const loadMs = 20_000;
const pauseMs = { min: 20, max: 200 };

interface ListedVersion {
  id: string;
  kind: string;
  name: string | null;
}

/**
 * Keeps versions of one resume while its editor types: a named version or a bulk copy every
 * few hundred milliseconds. A request that gets no answer is not counted (it may or may not
 * have landed); one answered 201 must survive.
 */
class Versioner {
  readonly acked = new Map<string, string | null>();
  readonly problems: string[] = [];
  private count = 0;

  constructor(
    readonly session: HttpSession,
    readonly resumeId: string,
  ) {}

  async run(stopped: () => boolean, gate: Gate): Promise<void> {
    while (!stopped() && this.problems.length === 0) {
      await sleep(50 + Math.random() * 250);
      await gate.pass();
      if (stopped()) break;
      this.count += 1;
      const body = this.count % 3 === 0 ? { name: `Kept ${this.count}` } : { kind: "bulk" };
      let response: Response;
      let text: string;
      try {
        response = await this.session.request("POST", `/api/resume/${this.resumeId}/versions`, body);
        text = await response.text();
      } catch {
        // Killed server: the outcome is unknown.
        await sleep(100);
        continue;
      }
      if (response.status !== 201) {
        this.problems.push(`POST /versions answered ${response.status}: ${text.slice(0, 300)}`);
        continue;
      }
      const version = JSON.parse(text) as ListedVersion;
      this.acked.set(version.id, version.name);
    }
  }

  /** What is wrong with the stored History: acknowledged versions missing, or versions that do not read back. */
  async check(): Promise<string[]> {
    const listed = await this.session.expectJson<ListedVersion[]>("GET", `/api/resume/${this.resumeId}/versions`, 200);
    const names = new Map(listed.map((version) => [version.id, version.name]));
    const wrong: string[] = [];
    for (const [id, name] of this.acked) {
      if (!names.has(id)) wrong.push(`${this.resumeId}: acknowledged version ${id} is missing`);
      else if (names.get(id) !== name) wrong.push(`${this.resumeId}: version ${id} is named ${names.get(id)}, not ${name}`);
    }
    for (const version of listed) {
      const response = await this.session.request("GET", `/api/resume/${this.resumeId}/versions/${version.id}`);
      const text = await response.text();
      if (response.status !== 200) {
        wrong.push(`${this.resumeId}: version ${version.id} answers ${response.status}: ${text.slice(0, 200)}`);
        continue;
      }
      const data = (JSON.parse(text) as { data: ResumeData }).data;
      if (typeof data?.basics?.headline !== "string") wrong.push(`${this.resumeId}: version ${version.id} has no resume data`);
    }
    return wrong;
  }
}

describe("versions under SIGKILL of the built server", () => {
  const fixture = restartableServer("vitae-durability-versions-");

  it("keeps every acknowledged save and version, and no half version, across a kill while versions are written", { timeout: 300_000 }, async () => {
    const server = await fixture.start();
    const url = server.url;

    const people = await Promise.all(
      Array.from({ length: editorCount }, async (_, index) => {
        const session = await HttpSession.signUp(url, `198.51.100.${index + 101}`);
        const resume = await session.createResume(`Versions ${index}`);
        return {
          editor: new AutosaveEditor(`editor ${index}`, session, resume.id, resume, pauseMs),
          versioner: new Versioner(session, resume.id),
        };
      }),
    );
    const editors = people.map((person) => person.editor);
    const versioners = people.map((person) => person.versioner);

    const gate = new Gate();
    let stopped = false;
    const runs = people.flatMap(({ editor, versioner }) => [editor.run(() => stopped, gate), versioner.run(() => stopped, gate)]);
    const problems = () => [...editors.flatMap((editor) => editor.problems), ...versioners.flatMap((versioner) => versioner.problems)];

    await sleep(loadMs / 2 - 2_000 + Math.random() * 4_000);
    gate.close();
    await server.stop("SIGKILL");
    expect(server.child.signalCode).toBe("SIGKILL");
    await until(() => gate.waiting === editorCount * 2 || problems().length > 0, "every editor and versioner waits for the server");
    const versionsBefore = versioners.reduce((sum, versioner) => sum + versioner.acked.size, 0);

    await fixture.start();
    const lostSaves = (await Promise.all(editors.map((editor) => editor.checkStored({ exact: false })))).flat();
    expect(lostSaves, "acknowledged saves missing after the restart").toEqual([]);
    const brokenHistory = (await Promise.all(versioners.map((versioner) => versioner.check()))).flat();
    expect(brokenHistory, "versions lost or half written after the restart").toEqual([]);

    gate.open();
    await sleep(loadMs / 2);
    stopped = true;
    await Promise.all(runs);
    expect(problems()).toEqual([]);

    // Afterwards too: every save and version there, every version whole; one restores.
    expect((await Promise.all(editors.map((editor) => editor.checkStored({ exact: true })))).flat()).toEqual([]);
    expect((await Promise.all(versioners.map((versioner) => versioner.check()))).flat()).toEqual([]);
    const first = versioners[0];
    const [kept] = first ? [...first.acked.keys()] : [];
    expect(kept).toBeDefined();
    if (first && kept) {
      const restored = await first.session.request("POST", `/api/resume/${first.resumeId}/versions/${kept}/restore`);
      expect(restored.status, await restored.text()).toBe(200);
    }

    const versionsTotal = versioners.reduce((sum, versioner) => sum + versioner.acked.size, 0);
    console.info(`[durability ${fixture.label()}] ${versionsBefore} versions acknowledged before the kill, ${versionsTotal - versionsBefore} after`);
    expect(versionsBefore).toBeGreaterThan(editorCount);
    expect(versionsTotal - versionsBefore).toBeGreaterThan(editorCount);
  });
});
