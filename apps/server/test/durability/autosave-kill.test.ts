/**
 * No acknowledged save is lost when the server dies: twenty people autosave their resumes
 * against the built server (dist/main.js) for 30 s; halfway through it is killed with
 * SIGKILL and started again on the same data. Every save answered 200 before the kill must
 * be there afterwards, and editing carries on. Runs on the embedded database, or on
 * PostgreSQL when TEST_DATABASE_URL is set (CI runs both). Needs `npm run build`.
 */
import { describe, expect, it } from "vitest";
import { AutosaveEditor, Gate } from "./autosave-editor";
import { HttpSession } from "./http-session";
import { restartableServer } from "./restartable-server";
import { sleep, until } from "./wait";

const editorCount = 20;
const loadMs = 30_000;
// Autosave waits 500 ms after the last keystroke; someone typing steadily, with the
// edits made during a save sent right after it, saves every few hundred milliseconds.
// Shorter pauses put more saves in flight at the moment of the kill.
const pauseMs = { min: 20, max: 250 };

describe("autosave under SIGKILL of the built server", () => {
  const fixture = restartableServer("vitae-durability-");

  it("keeps every acknowledged save across a kill in the middle of 30 s of autosaves", { timeout: 300_000 }, async () => {
    const server = await fixture.start();
    const url = server.url;

    const editors = await Promise.all(
      Array.from({ length: editorCount }, async (_, index) => {
        const session = await HttpSession.signUp(url, `198.51.100.${index + 1}`);
        const resume = await session.createResume(`Durability ${index}`);
        return new AutosaveEditor(`editor ${index}`, session, resume.id, resume, pauseMs);
      }),
    );

    const gate = new Gate();
    let stopped = false;
    const runs = editors.map((editor) => editor.run(() => stopped, gate));
    const problems = () => editors.flatMap((editor) => editor.problems);

    // The first half, then the kill at a moment that differs from run to run.
    await sleep(loadMs / 2 - 2_000 + Math.random() * 4_000);
    gate.close();
    const inFlightAtKill = editors.filter((editor) => editor.inFlight).length;
    const killedAt = performance.now();
    await server.stop("SIGKILL");
    expect(server.child.signalCode).toBe("SIGKILL");
    // Every editor's last request has failed (or been answered) and it waits to retry.
    await until(() => gate.waiting === editorCount || problems().length > 0, "every editor waits for the server");
    const acksBefore = editors.reduce((sum, editor) => sum + editor.acks, 0);
    const editorsWithoutSaves = editors.filter((editor) => editor.acks === 0).map((editor) => editor.name);

    await fixture.start();
    const downMs = performance.now() - killedAt;
    // Before anyone saves again: each resume holds its last acknowledged state, or the one
    // whose answer the kill swallowed.
    const lost = (await Promise.all(editors.map((editor) => editor.checkStored({ exact: false })))).flat();
    expect(lost, "acknowledged saves missing after the restart").toEqual([]);

    gate.open();
    await sleep(loadMs / 2);
    stopped = true;
    await Promise.all(runs);
    expect(problems()).toEqual([]);

    // After the restart nothing was lost either: the server holds exactly the last answer.
    const final = (await Promise.all(editors.map((editor) => editor.checkStored({ exact: true })))).flat();
    expect(final).toEqual([]);

    const acksTotal = editors.reduce((sum, editor) => sum + editor.acks, 0);
    const landed = editors.reduce((sum, editor) => sum + editor.landedUnanswered, 0);
    console.info(
      `[durability ${fixture.label()}] ${acksBefore} saves acknowledged before the kill, ${acksTotal - acksBefore} after; ` +
        `${inFlightAtKill} saves in flight at the kill, ${landed} of which had landed unanswered; down ${Math.round(downMs)} ms`,
    );
    // The load was real on both sides of the kill (bounds low enough for a busy CI machine).
    expect(editorsWithoutSaves, "editors with no save acknowledged before the kill").toEqual([]);
    expect(acksBefore).toBeGreaterThan(editorCount * 3);
    expect(acksTotal - acksBefore).toBeGreaterThan(editorCount * 3);
  });
});
