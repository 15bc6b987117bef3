// Scaling out: two server instances behind a (simulated) round-robin load balancer, sharing
// one PostgreSQL database, one S3-compatible bucket (s3rver) and one remote Chromium over
// CDP — the set-up docs/self-hosting.md describes for more than one machine. The builder's
// mixed traffic (60% owner GET, 20% public GET, 20% JSON Patch autosaves) alternates between
// the two, at a fixed rate; a few prints go through the shared browser meanwhile (after each
// instance's first print, which opens its pages there). It prints
// throughput, p95 and errors, and checks that limits hold across both instances: failed
// logins alternating between them are refused from the 11th on, whichever answers.
//
// BENCH_DATABASE_URL names the PostgreSQL server (default: the local one); the bench creates
// and drops its own database there. BENCH_RATE and BENCH_SECONDS set the load.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { headlessChromiumArgs } from "@vitae/schema";
import pg from "pg";
import S3rver from "s3rver";
import { fortyKilobyteResume } from "./lib/forty-kilobyte-resume";
import { errorCount, type PlannedRequest, runFixedRate } from "./lib/fixed-rate";
import { benchAccount, freePort, requireBuild, type RunningServer, signUp, startServer } from "./lib/server";
import { percentile, verdict } from "./lib/stats";

requireBuild();
const rate = Number(process.env.BENCH_RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const budgetMs = 25;
const timeoutMs = 5_000;
const resumeCount = 40;
const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const databaseName = `vitae_bench_scale_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A Chromium the instances share over CDP, as a browserless container would be. */
async function startChromium(): Promise<{ url: string; child: ChildProcess; profile: string }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), "vitae-bench-chromium-"));
  const child = spawn(
    process.env.CHROME_PATH ?? "/usr/bin/chromium",
    ["--headless", ...headlessChromiumArgs, `--remote-debugging-port=${port}`, "--remote-debugging-address=127.0.0.1", `--user-data-dir=${profile}`, "about:blank"],
    // Its own process group, so stopping it stops its renderer and helper processes too.
    { stdio: "ignore", detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  for (const started = performance.now(); performance.now() - started < 30_000; ) {
    try {
      if ((await fetch(`${url}/json/version`)).ok) return { url, child, profile };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the shared Chromium did not start within 30 s");
}

const s3Directory = mkdtempSync(path.join(tmpdir(), "vitae-bench-s3-"));
const s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Directory, configureBuckets: [{ name: "vitae-bench" }] });
const s3Port = (await s3.run()).port;
const chromium = await startChromium();
await adminQuery(`create database ${databaseName}`);
const instances: RunningServer[] = [];
process.on("exit", () => {
  for (const instance of instances) instance.child.kill("SIGKILL");
  chromium.child.kill("SIGKILL");
});
try {
  const env = {
    DATABASE_URL: databaseUrl,
    // Sessions signed by one instance must be valid on the other.
    AUTH_SECRET: randomBytes(32).toString("hex"),
    CHROME_URL: chromium.url,
    STORAGE_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    STORAGE_BUCKET: "vitae-bench",
    STORAGE_ACCESS_KEY: "S3RVER",
    STORAGE_SECRET_KEY: "S3RVER",
  };
  // One after the other: the first runs the migrations, the second finds them done.
  instances.push(await startServer({ env }));
  instances.push(await startServer({ env }));
  const [first, second] = instances as [RunningServer, RunningServer];
  console.log(`Scale-out: 2 instances, PostgreSQL, s3rver, one shared Chromium over CDP; ${rate} requests/s for ${seconds} s`);

  const headers = await signUp(first.url);
  const resumes: { id: string; slug: string; version: number }[] = [];
  for (let index = 0; index < resumeCount; index++) {
    // Made on either instance: each sees what the other wrote.
    const origin = instances[index % 2]!.url;
    const created = await fetch(`${origin}/api/resume`, {
      method: "POST",
      headers,
      body: JSON.stringify({ title: `Scale ${index}`, visibility: "public" }),
    });
    if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
    const resume = (await created.json()) as { id: string; slug: string; version: number };
    const grown = await fetch(`${second.url}/api/resume/${resume.id}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ data: fortyKilobyteResume(), version: resume.version }),
    });
    if (grown.status !== 200) throw new Error(`growing answered ${grown.status}: ${await grown.text()}`);
    resumes.push((await grown.json()) as { id: string; slug: string; version: number });
  }

  // Round robin, as a load balancer without sticky sessions sends them.
  const free = [...resumes];
  let edit = 0;
  const plan = (index: number): { request: PlannedRequest; tag: (typeof resumes)[number] | null } | null => {
    const origin = instances[index % 2]!.url;
    const resume = resumes[index % resumes.length]!;
    const slot = index % 10;
    if (slot === 2 || slot === 7) {
      return { request: { method: "GET", path: `/api/resume/public/${benchAccount.username}/${resume.slug}`, anonymous: true, origin }, tag: null };
    }
    if (slot === 4 || slot === 9) {
      const editing = free.shift();
      if (!editing) return null;
      const body = JSON.stringify({ version: editing.version, patch: [{ op: "replace", path: "/basics/headline", value: `Autosave ${edit++}` }] });
      return { request: { method: "PATCH", path: `/api/resume/${editing.id}`, body, origin }, tag: editing };
    }
    return { request: { method: "GET", path: `/api/resume/${resume.id}`, origin }, tag: null };
  };
  const onAnswer = (resume: (typeof resumes)[number] | null, status: number | null, body: string) => {
    if (!resume) return;
    if (status === 200) resume.version = (JSON.parse(body) as { version: number }).version;
    else if (status === 409) resume.version = (JSON.parse(body) as { current: { version: number } }).current.version;
    else if (status === null) return;
    free.push(resume);
  };

  const print = async (instance: RunningServer, resume: (typeof resumes)[number]): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${instance.url}/api/resume/print/${resume.id}`, { headers, signal: AbortSignal.timeout(60_000) });
    if (!response.ok) throw new Error(`print answered ${response.status}: ${await response.text()}`);
    return performance.now() - started;
  };
  // An instance's first print opens its pages in the shared browser and loads the artboard
  // (seconds, once per instance start): done before the measurement, as in a deployment that
  // has been running, so the window measures steady traffic with warm printing beside it.
  const coldPrints = [];
  for (const [index, instance] of instances.entries()) coldPrints.push(await print(instance, resumes[resumes.length - 1 - index]!));
  console.log(`  first print per instance (pages opened in the shared Chromium): ${coldPrints.map((time) => time.toFixed(0)).join(", ")} ms`);

  await runFixedRate({ url: first.url, rate, seconds: 2, headers, timeoutMs, plan, onAnswer });
  // Prints through the shared browser while the traffic runs, alternating instances too.
  const printing = (async () => {
    const times: number[] = [];
    for (let index = 0; index < 6; index++) times.push(await print(instances[index % 2]!, resumes[index]!));
    return times;
  })();
  const result = await runFixedRate({ url: first.url, rate, seconds, headers, timeoutMs, plan, onAnswer });
  const printTimes = await printing;
  const errors = errorCount(result);
  console.log(
    `mixed traffic over 2 instances: ${result.planned} requests due, ${(result.latencies.length / (result.elapsedMs / 1000)).toFixed(0)}/s answered with 2xx, ${errors} errors`,
  );
  if (errors > 0) console.log(`  errors: ${JSON.stringify(result.errors)}`);
  console.log(`  p50 ${percentile(result.latencies, 50).toFixed(1)} ms, p99 ${percentile(result.latencies, 99).toFixed(1)} ms`);
  console.log(`  prints through the shared Chromium meanwhile: ${printTimes.map((time) => time.toFixed(0)).join(", ")} ms`);
  console.log(verdict("scale-out mixed traffic p95", percentile(result.latencies, 95), "ms", budgetMs));

  // Limits across instances: a stranger guessing one account's password, alternating.
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 12; attempt++) {
    const response = await fetch(`${instances[attempt % 2]!.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ identifier: benchAccount.username, password: `wrong-${attempt}` }),
    });
    statuses.push(response.status);
  }
  const held = statuses.slice(0, 10).every((status) => status === 401) && statuses.slice(10).every((status) => status === 429);
  console.log(`failed logins alternating between the instances: ${statuses.join(" ")} — ${held ? "the 11th is refused on either" : "NOT shared"}`);
  if (errors > 0 || !held) process.exitCode = 1;
} finally {
  for (const instance of instances) await instance.stop();
  // The profile can be removed only once Chromium and its helper processes have stopped
  // writing into it: the whole process group goes.
  const stopped = new Promise((resolve) => chromium.child.once("exit", resolve));
  try {
    process.kill(-chromium.child.pid!, "SIGKILL");
  } catch {
    // already gone
  }
  await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  await s3.close();
  rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 5 });
  rmSync(s3Directory, { recursive: true, force: true });
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
}
