// Resume API latency at a steady 200 requests/s on loopback (budget: GET and PATCH
// /api/resume/{id} p95 <= 25 ms, zero errors), each for BENCH_SECONDS (30 s by default), then
// the traffic of a busy instance at the same rate and budget: 60% owners reading their
// resume, 20% visitors reading a public one (not signed in, so each counts a view), 20%
// autosaves.
//
// The load is open-loop (lib/fixed-rate.ts): one request every 5 ms whatever the server is
// doing, latency counted from when a request was due. autocannon, used before, is not a
// fixed rate: each connection fires its share of a second's requests back to back and then
// waits for the next second, so the server saw bursts of 10 concurrent requests, and its
// latency histogram (no p95; coordinated-omission "correction" with a 1 ms interval) did
// not give the figure the budget names. Here p95 is exact, over every request sent.
//
// Each PATCH edits a resume no other request in flight is editing and carries its version
// forward, as one editor's autosave would. The server's CPU time per request is printed
// too: unlike latency on a shared machine, it does not depend on what else is running.
//
// Each figure is measured twice in one run, named by its database: on the embedded PGlite,
// which runs in the server's own thread (its queries are that thread's CPU too), and on
// PostgreSQL (the scale-out set-up, README), whose own processes' CPU is not counted. The
// PostgreSQL database is BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_patch),
// the bench's own: it is dropped and created again before the run, so every run starts from
// the same empty database. When no PostgreSQL answers there, that half is skipped and says so.
//
// CPU per request of a JSON Patch autosave has a budget of its own (<= 1.5 ms): it is the
// figure that decides how many editors one Node process serves, whatever the machine runs.
import pg from "pg";
import { errorCount, type FixedRateResult, type PlannedRequest, runFixedRate } from "./lib/fixed-rate";
import { fortyKilobyteResume } from "./lib/forty-kilobyte-resume";
import { benchAccount, cpuMs, requireBuild, signUp, startServer } from "./lib/server";
import { percentile, verdict } from "./lib/stats";

requireBuild();
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const rate = 200;
const budgetMs = 25;
const timeoutMs = 5_000;
// Unmeasured load first, so the figures are the warm server's, as a running instance is.
const warmUpSeconds = 2;
// More than can be in flight at once unless answers take over 200 ms (an error then).
const resumeCount = 40;
const jsonPatchCpuBudgetMs = 1.5;
const postgresUrl = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_patch");

// Bounds the whole run even if a server stops answering: for each database, start-up, setup,
// four warm-ups and four runs, each request ending within timeoutMs.
const deadline = setTimeout(
  () => {
    console.error("api bench: over its time limit, stopping");
    process.exit(1);
  },
  2 * (60 + 30 + 4 * (warmUpSeconds + seconds) + 8 * timeoutMs / 1000) * 1000,
);
deadline.unref();

interface ResumeReply {
  id: string;
  slug: string;
  version: number;
  data: Record<string, unknown>;
}

/**
 * Creates the bench's PostgreSQL database afresh; false (with the reason printed) when no
 * PostgreSQL answers at BENCH_DATABASE_URL.
 */
async function freshPostgresDatabase(): Promise<boolean> {
  const name = postgresUrl.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_URL must name a database of lowercase letters, digits and _: "${name}"`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(postgresUrl), { pathname: "/postgres" }).toString() });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL: skipped, nothing answers at ${postgresUrl.host} (${(error as Error).message})`);
    return false;
  }
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    return true;
  } finally {
    await admin.end();
  }
}

/** The whole bench on one database; true when every request of it was answered. */
async function measure(database: string, env: Record<string, string>): Promise<boolean> {
  const server = await startServer({ env });
  console.log(`${database}: resume API at ${rate} requests/s for ${seconds} s per call`);
  // process.exit in the deadline skips `finally`; the server must not outlive the bench.
  const killServer = () => server.child.kill("SIGKILL");
  process.on("exit", killServer);
  try {
    const headers = await signUp(server.url);

    const resumes: ResumeReply[] = [];
    for (let index = 0; index < resumeCount; index++) {
      const created = await fetch(`${server.url}/api/resume`, {
        method: "POST",
        headers,
        // Public, so the mixed traffic's visitors can read them; the owner's calls do not care.
        body: JSON.stringify({ title: `Bench ${index}`, sample: true, visibility: "public" }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
      const resume = (await created.json()) as ResumeReply;
      // Grown to 40 KB, the size the autosave budgets name.
      const grown = await fetch(`${server.url}/api/resume/${resume.id}`, {
        method: "PATCH",
        headers,
        body: JSON.stringify({ data: fortyKilobyteResume(), version: resume.version }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (grown.status !== 200) throw new Error(`growing answered ${grown.status}: ${await grown.text()}`);
      resumes.push((await grown.json()) as ResumeReply);
    }

    // A resume is checked out for each request and returned, with its new version, when the
    // answer arrives: no two requests in flight ever edit the same resume.
    const free = [...resumes];
    const checkIn = (resume: ResumeReply, status: number | null, body: string) => {
      if (status === 200) resume.version = (JSON.parse(body) as ResumeReply).version;
      // A conflict names the version the resume is at now.
      else if (status === 409) resume.version = (JSON.parse(body) as { current: ResumeReply }).current.version;
      // Unanswered, it may still be applied later at an unknown version: not used again.
      else if (status === null) return;
      free.push(resume);
    };

    let edit = 0;
    type Plan = (index: number) => { request: PlannedRequest; tag: ResumeReply | null } | null;
    const ownerGet: Plan = (index) => {
      const resume = resumes[index % resumes.length]!;
      return { request: { method: "GET", path: `/api/resume/${resume.id}` }, tag: null };
    };
    const publicGet: Plan = (index) => {
      const resume = resumes[index % resumes.length]!;
      const path = `/api/resume/public/${benchAccount.username}/${resume.slug}`;
      return { request: { method: "GET", path, anonymous: true }, tag: null };
    };
    // One word of the headline changes per save. An API client sends the whole data; the
    // builder's autosave sends a JSON Patch of what changed since the version it quotes.
    const patchBytes: Record<string, number[]> = {};
    const editPlan =
      (title: string, bodyOf: (resume: ResumeReply, headline: string) => unknown): Plan =>
      () => {
        const resume = free.shift();
        if (!resume) return null;
        const body = JSON.stringify(bodyOf(resume, `Autosave ${edit++}`));
        (patchBytes[title] ??= []).push(Buffer.byteLength(body));
        return { request: { method: "PATCH", path: `/api/resume/${resume.id}`, body }, tag: resume };
      };
    const wholePatch = editPlan("whole", (resume, headline) => {
      const data = structuredClone(resume.data) as { basics: { headline: string } };
      data.basics.headline = headline;
      return { data, version: resume.version };
    });
    const jsonPatch = editPlan("json-patch", (resume, headline) => ({
      patch: [{ op: "replace", path: "/basics/headline", value: headline }],
      version: resume.version,
    }));
    // Of every ten requests: six owner reads, two public reads, two autosaves, interleaved.
    const mixed: Plan = (index) => {
      const slot = index % 10;
      if (slot === 2 || slot === 7) return publicGet(index);
      if (slot === 4 || slot === 9) return jsonPatch(index);
      return ownerGet(index);
    };
    const phases: [string, Plan][] = [
      ["GET /api/resume/{id}", ownerGet],
      ["PATCH /api/resume/{id} whole data", wholePatch],
      ["PATCH /api/resume/{id} JSON Patch", jsonPatch],
      ["mixed 60% GET, 20% public GET, 20% PATCH", mixed],
    ];

    let failed = false;
    for (const [title, plan] of phases) {
      const run = (runSeconds: number) =>
        runFixedRate<ResumeReply | null>({
          url: server.url,
          rate,
          seconds: runSeconds,
          headers,
          timeoutMs,
          plan,
          onAnswer: (resume, status, body) => {
            if (resume) checkIn(resume, status, body);
          },
        });
      const warmUp = await run(warmUpSeconds);
      const cpuBefore = cpuMs(server.child.pid!);
      const result: FixedRateResult = await run(seconds);
      const cpuPerRequest = (cpuMs(server.child.pid!) - cpuBefore) / result.sendLags.length;

      const errors = errorCount(result) + errorCount(warmUp);
      const achieved = (result.planned / result.elapsedMs) * 1000;
      const name = `${database} ${title}`;
      console.log(
        `${name}: ${result.planned} requests due at ${rate}/s over ${seconds} s (all sent and answered in ${(result.elapsedMs / 1000).toFixed(1)} s, ${achieved.toFixed(0)}/s), ${errors} errors`,
      );
      if (errors > 0) console.log(`  errors: warm-up ${JSON.stringify(warmUp.errors)}, measured ${JSON.stringify(result.errors)}`);
      if (plan === jsonPatch) console.log(verdict(`${name} CPU per request`, cpuPerRequest, "ms", jsonPatchCpuBudgetMs));
      else console.log(`  server CPU per request: ${cpuPerRequest.toFixed(2)} ms`);
      for (const [kind, sizes] of Object.entries(patchBytes)) {
        const mean = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
        console.log(`  bytes sent per autosave (${kind}): ${mean.toFixed(0)}`);
      }
      for (const kind of Object.keys(patchBytes)) delete patchBytes[kind];
      console.log(
        `  latency p99 ${percentile(result.latencies, 99).toFixed(1)} ms, max ${Math.max(...result.latencies).toFixed(1)} ms; ` +
          `requests left the load generator p95 ${percentile(result.sendLags, 95).toFixed(1)} ms after they were due (counted in the latency)`,
      );
      console.log(verdict(`${name} p50`, percentile(result.latencies, 50), "ms", budgetMs));
      console.log(verdict(`${name} p95`, percentile(result.latencies, 95), "ms", budgetMs));
      if (errors > 0) failed = true;
    }
    return !failed;
  } finally {
    await server.stop();
    process.off("exit", killServer);
  }
}

let allAnswered = await measure("PGlite", {});
if (await freshPostgresDatabase()) allAnswered = (await measure("PostgreSQL", { DATABASE_URL: postgresUrl.toString() })) && allAnswered;
if (!allAnswered) process.exitCode = 1;
