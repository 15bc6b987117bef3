// Resume History storage and speed (budget: 1,000 versions of a 40 KB resume made by small
// edits take <= 2 MB of database; listing them <= 50 ms; reading any one <= 50 ms; restoring
// one <= 100 ms), measured on the built server with its embedded PGlite, over HTTP on
// loopback as the builder calls them. Each version is made as a client does before a bulk
// change: a save of the edited data, then POST /versions {kind: "bulk"}. The size is the
// versions table with its indexes and TOAST storage (pg_total_relation_size), read from the
// server's data folder once it has stopped.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ResumeData } from "@vitae/schema";
import { fortyKilobyteResume } from "./lib/forty-kilobyte-resume";
import { requireBuild, signUp, startServer } from "./lib/server";
import { median, percentile, verdict } from "./lib/stats";

requireBuild();
const versionCount = 1_000;

/** One small edit, as a person makes between two saves: a few words of one entry change. */
function edit(data: ResumeData, step: number): void {
  const items = data.sections.experience.items;
  const item = items[(step * 7919) % items.length];
  if (item) item.position = `Engineer, step ${step}`;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "vitae-bench-history-"));
try {
  const server = await startServer({ dataDir });
  let sizeBytes = Number.NaN;
  const lists: number[] = [];
  const reads: number[] = [];
  const restores: number[] = [];
  try {
    const headers = await signUp(server.url);
    const call = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(`${server.url}${url}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const timed = async (method: string, url: string, body?: unknown) => {
      const start = performance.now();
      await call(method, url, body);
      return performance.now() - start;
    };

    const data = fortyKilobyteResume();
    const resume = await call("POST", "/api/resume", { title: "Bench" });
    const id = String(resume.id);
    let version = Number(resume.version);
    console.log(`History of one ${(JSON.stringify(data).length / 1024).toFixed(1)} KB resume, ${versionCount} versions, PGlite (embedded)`);
    const making = performance.now();
    for (let step = 0; step < versionCount; step++) {
      edit(data, step);
      version = Number((await call("PATCH", `/api/resume/${id}`, { data, version })).version);
      await call("POST", `/api/resume/${id}/versions`, { kind: "bulk" });
    }
    console.log(`made the versions in ${((performance.now() - making) / 1000).toFixed(1)} s`);

    const listed = (await (await fetch(`${server.url}/api/resume/${id}/versions`, { headers })).json()) as { id: string }[];
    if (listed.length < versionCount) throw new Error(`listed ${listed.length} versions, expected at least ${versionCount}`);
    for (let run = 0; run < 20; run++) lists.push(await timed("GET", `/api/resume/${id}/versions`));
    // Every 20th version, which reaches every place in the delta chains.
    for (let index = 0; index < listed.length; index += 20) reads.push(await timed("GET", `/api/resume/${id}/versions/${listed[index]?.id}`));
    for (let run = 0; run < 10; run++) {
      restores.push(await timed("POST", `/api/resume/${id}/versions/${listed[(run * 97) % listed.length]?.id}/restore`, {}));
    }
  } finally {
    await server.stop();
  }
  const database = new PGlite(path.join(dataDir, "pglite"));
  try {
    const size = await database.query<{ bytes: number | string }>("select pg_total_relation_size('resume_versions') as bytes");
    sizeBytes = Number(size.rows[0]?.bytes);
  } finally {
    await database.close();
  }
  console.log(verdict("versions table size", sizeBytes / (1024 * 1024), "MB", 2));
  console.log(verdict("list 1,000 versions (median)", median(lists), "ms", 50));
  console.log(verdict("read one version (p95)", percentile(reads, 95), "ms", 50));
  console.log(verdict("restore one version (median)", median(restores), "ms", 100));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
