// The resume check (budget: a full check of a two-page resume <= 1.5 s including its print,
// <= 300 ms when its print is cached), end to end through the built server's API, as the
// builder's Check panel calls it.
//
// The resume is the sample with its experience entries repeated until it prints on two pages
// (the run says how many pages it got). "Uncached": each timed check follows an untimed PATCH
// (a new headline), so the check prints first, then parses the PDF and runs every check.
// "Cached": the same data checked again, so the stored print is read back instead. Both with
// a job description, so the keyword matching is in the figures. One untimed check first warms
// the browser and loads the dictionaries. BENCH_CHECKS (default 8) timed checks of each kind:
// together they stay under the per-user print rate (30 a minute), which checks count against.
import { createId } from "@vitae/schema";
import { requireBuild, signUp, startServer } from "./lib/server";
import { percentile, verdict } from "./lib/stats";

requireBuild();

const checks = Number(process.env.BENCH_CHECKS ?? 8);

const jobDescription = [
  "Senior Platform Engineer",
  "We are looking for a platform engineer to run our Kubernetes clusters on AWS and to build internal tools in Go and Python.",
  "You bring experience with Terraform, PostgreSQL, observability (Prometheus, Grafana) and incident management.",
  "Knowledge of Kafka and service meshes is a plus.",
].join("\n");

interface ResumeReply {
  id: string;
  version: number;
  data: { basics: { headline: string }; sections: { experience: { items: { id: string }[] } } } & Record<string, unknown>;
}

interface Report {
  checks: { id: string; evidence: string }[];
  keywords?: unknown;
}

const server = await startServer();
try {
  const headers = await signUp(server.url);
  const created = await fetch(`${server.url}/api/resume`, { method: "POST", headers, body: JSON.stringify({ title: "Check bench", sample: true }) });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
  const resume = (await created.json()) as ResumeReply;
  // Twice the experience, with new ids, fills a second page.
  const items = resume.data.sections.experience.items;
  resume.data.sections.experience.items = [...items, ...items.map((item) => ({ ...item, id: createId() }))];

  let edits = 0;
  const patch = async () => {
    resume.data.basics.headline = `Platform engineer, edit ${edits++}`;
    const patched = await fetch(`${server.url}/api/resume/${resume.id}`, { method: "PATCH", headers, body: JSON.stringify({ data: resume.data, version: resume.version }) });
    if (patched.status !== 200) throw new Error(`PATCH answered ${patched.status}: ${await patched.text()}`);
    resume.version = ((await patched.json()) as ResumeReply).version;
  };
  const check = async (): Promise<{ ms: number; report: Report }> => {
    const started = performance.now();
    const answered = await fetch(`${server.url}/api/resume/${resume.id}/check`, { method: "POST", headers, body: JSON.stringify({ jobDescription }) });
    if (answered.status !== 200) throw new Error(`check answered ${answered.status}: ${await answered.text()}`);
    const report = (await answered.json()) as Report;
    return { ms: performance.now() - started, report };
  };

  await patch();
  const warm = await check();
  const pages = warm.report.checks.find((result) => result.id === "page-count")?.evidence ?? "?";
  if (!warm.report.keywords) throw new Error("the check answered no keywords");

  const uncached: number[] = [];
  const cached: number[] = [];
  for (let index = 0; index < checks; index++) {
    await patch();
    uncached.push((await check()).ms);
    cached.push((await check()).ms);
  }
  console.log(`check: the sample with its experience doubled (${pages}), with a job description; ${checks} checks of each kind`);
  console.log(verdict("check incl. print p50", percentile(uncached, 50), "ms", 1500));
  console.log(verdict("check incl. print p95", percentile(uncached, 95), "ms", 1500));
  console.log(verdict("check, print cached p50", percentile(cached, 50), "ms", 300));
  console.log(verdict("check, print cached p95", percentile(cached, 95), "ms", 300));
} finally {
  await server.stop();
}
