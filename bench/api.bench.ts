// Resume API latency under a steady 200 requests/s on loopback for 30 s (DESIGN.md §6:
// GET and PATCH /api/resume/{id} p95 <= 25 ms, zero errors). autocannon generates the
// load at a fixed overall rate; each of its connections edits its own resume and carries
// that resume's version forward, as one editor's autosave would.
import autocannon from "autocannon";
import { requireBuild, startServer } from "./lib/server";
import { verdict } from "./lib/stats";

requireBuild();
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = 10;
const rate = 200;

interface ResumeReply {
  id: string;
  version: number;
  data: Record<string, unknown>;
}

const server = await startServer();
try {
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench User", username: "bench", email: "bench@example.com", password: "bench-password", locale: "en-US" }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const headers = { "content-type": "application/json", cookie };

  const resumes: ResumeReply[] = [];
  for (let index = 0; index < connections; index++) {
    const created = await fetch(`${server.url}/api/resume`, {
      method: "POST",
      headers,
      body: JSON.stringify({ title: `Bench ${index}`, sample: true }),
    });
    if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
    resumes.push((await created.json()) as ResumeReply);
  }

  const run = (title: string, requests: autocannon.Request[]) =>
    autocannon({
      url: server.url,
      connections,
      overallRate: rate,
      duration: seconds,
      headers,
      requests,
      initialContext: {},
    }).then((result) => {
      const errors = result.errors + result.non2xx + result.timeouts;
      console.log(`${title}: ${result.requests.total} requests at ${rate}/s over ${seconds} s, ${errors} errors`);
      console.log(verdict(`${title} p50`, result.latency.p50, "ms", 25));
      console.log(verdict(`${title} p97.5 (autocannon's nearest to p95)`, result.latency.p97_5, "ms", 25));
      return errors;
    });

  let next = 0;
  const pick = (context: Record<string, unknown>) => {
    context.resume ??= resumes[next++ % resumes.length];
    return context.resume as ResumeReply;
  };

  const getErrors = await run("GET /api/resume/{id}", [
    {
      method: "GET",
      setupRequest: (request, context) => ({ ...request, path: `/api/resume/${pick(context as Record<string, unknown>).id}` }),
    },
  ]);

  let edit = 0;
  const patchErrors = await run("PATCH /api/resume/{id}", [
    {
      method: "PATCH",
      setupRequest: (request, context) => {
        const resume = pick(context as Record<string, unknown>);
        const data = structuredClone(resume.data) as { basics: { headline: string } };
        data.basics.headline = `Autosave ${edit++}`;
        return {
          ...request,
          path: `/api/resume/${resume.id}`,
          body: JSON.stringify({ data, version: resume.version }),
        };
      },
      onResponse: (status, body, context) => {
        if (status === 200) (context as { resume: ResumeReply }).resume.version = (JSON.parse(body) as ResumeReply).version;
      },
    },
  ]);
  if (getErrors + patchErrors > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
