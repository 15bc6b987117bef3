// Resume History storage and speed (budget: 1,000 versions of a 40 KB resume made by small
// edits take <= 2 MB of database; listing them <= 50 ms; reading any one <= 50 ms; restoring
// one <= 100 ms). Runs the server's own History code in this process on an embedded PGlite,
// as a server without DATABASE_URL does; the size is the versions table with its indexes and
// TOAST storage (pg_total_relation_size), what the versions add to the database.
import { createId, type ResumeData, sampleResume } from "@vitae/schema";
import { sql } from "drizzle-orm";
import { openPglite } from "../apps/server/src/db/open-pglite";
import { resumes, users } from "../apps/server/src/db/schema";
import { ResumeHistory } from "../apps/server/src/resume/versions/resume-history";
import { median, percentile, verdict } from "./lib/stats";

const versionCount = 1_000;
const targetBytes = 40 * 1024;

/** The sample resume grown to about 40 KB with more experience entries, each with its own words. */
function fortyKilobyteResume(): ResumeData {
  const data = structuredClone(sampleResume);
  const template = data.sections.experience.items[0];
  if (!template) throw new Error("the sample resume has no experience");
  for (let index = 0; JSON.stringify(data).length < targetBytes; index++) {
    data.sections.experience.items.push({
      ...template,
      id: createId(),
      company: `Company ${index}`,
      summary: `<p>Led project ${index}: shipped feature ${index * 7} to ${index * 13} users, cut costs by ${index % 40}% and mentored ${index % 9} engineers.</p>`,
    });
  }
  return data;
}

/** One small edit, as a person makes between two saves: a few words of one entry change. */
function edit(data: ResumeData, step: number): void {
  const items = data.sections.experience.items;
  const item = items[(step * 7919) % items.length];
  if (item) item.position = `Engineer, step ${step}`;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const database = await openPglite(null);
try {
  await database.migrate();
  const { db } = database;
  const userId = createId();
  const resumeId = createId();
  await db.insert(users).values({ id: userId, name: "Bench", username: `bench-${userId}`, email: `${userId}@example.com` });
  const data = fortyKilobyteResume();
  await db.insert(resumes).values({ id: resumeId, title: "Bench", slug: "bench", data, userId });
  const history = new ResumeHistory({ db, now: Date.now, thinAfterDays: 90 });
  console.log(`History of one ${(JSON.stringify(data).length / 1024).toFixed(1)} KB resume, ${versionCount} versions, PGlite (embedded)`);

  const making = performance.now();
  for (let step = 0; step < versionCount; step++) {
    edit(data, step);
    await db.update(resumes).set({ data, version: sql`${resumes.version} + 1` }).where(sql`${resumes.id} = ${resumeId}`);
    await history.create(userId, resumeId, { kind: "bulk" });
  }
  console.log(`made ${versionCount} versions in ${((performance.now() - making) / 1000).toFixed(1)} s`);

  const size = await db.execute(sql`select pg_total_relation_size('resume_versions') as bytes`);
  const bytes = Number((size as unknown as { rows: { bytes: number | string }[] }).rows[0]?.bytes);

  const versions = await history.list(userId, resumeId);
  if (versions.length !== versionCount) throw new Error(`listed ${versions.length} versions, expected ${versionCount}`);
  const lists: number[] = [];
  for (let run = 0; run < 20; run++) lists.push(await timed(() => history.list(userId, resumeId)));
  // Every 20th version, which reaches every place in the delta chains.
  const reads: number[] = [];
  for (let index = 0; index < versions.length; index += 20) {
    const id = versions[index]?.id ?? "";
    reads.push(await timed(() => history.get(userId, resumeId, id)));
  }
  const restores: number[] = [];
  for (let run = 0; run < 10; run++) {
    const id = versions[(run * 97) % versions.length]?.id ?? "";
    restores.push(await timed(() => history.restore(userId, resumeId, id)));
  }

  console.log(verdict("versions table size", bytes / (1024 * 1024), "MB", 2));
  console.log(verdict("list 1,000 versions (median)", median(lists), "ms", 50));
  console.log(verdict("read one version (p95)", percentile(reads, 95), "ms", 50));
  console.log(verdict("restore one version (median)", median(restores), "ms", 100));
} finally {
  await database.close();
}
