// Resume API latency under a steady 200 requests/s on loopback for 30 s (DESIGN.md §6:
// GET and PATCH /api/resume/{id} p95 <= 25 ms, zero errors). autocannon generates the
// load at a fixed overall rate; each of its connections edits its own resume and carries
// that resume's version forward, as one editor's autosave would.
import autocannon from "autocannon";
import { requireBuild, signUp, startServer } from "./lib/server";
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
  const headers = await signUp(server.url);

  const resumes: ResumeReply[] = [];
  // More resumes than connections: autocannon gives a reconnected client a fresh context,
  // and a fresh context must not pick a resume another connection is still editing.
  for (let index = 0; index < connections * 4; index++) {
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
      if (errors > 0) console.log(`  status codes: ${JSON.stringify(result.statusCodeStats)}, socket errors ${result.errors}, timeouts ${result.timeouts}`);
      console.log(verdict(`${title} p50`, result.latency.p50, "ms", 25));
      console.log(verdict(`${title} p97.5 (autocannon's nearest to p95)`, result.latency.p97_5, "ms", 25));
      return errors;
    });

  // autocannon resets a request's context when its sequence starts over, so a resume is
  // checked out of a free list for each request and returned, with its new version, when
  // the answer arrives: no two requests in flight ever edit the same resume.
  const free = [...resumes];
  const byId = new Map(resumes.map((resume) => [resume.id, resume]));
  const checkOut = (context: Record<string, unknown>) => {
    const resume = free.shift();
    if (!resume) throw new Error("more requests in flight than prepared resumes");
    context.resumeId = resume.id;
    return resume;
  };
  const checkIn = (context: Record<string, unknown>, body?: string) => {
    const resume = byId.get(context.resumeId as string);
    if (!resume) return;
    if (body) resume.version = (JSON.parse(body) as ResumeReply).version;
    free.push(resume);
  };

  const getErrors = await run("GET /api/resume/{id}", [
    {
      method: "GET",
      setupRequest: (request, context) => ({ ...request, path: `/api/resume/${checkOut(context as Record<string, unknown>).id}` }),
      onResponse: (_status, _body, context) => checkIn(context as Record<string, unknown>),
    },
  ]);

  let edit = 0;
  const patchErrors = await run("PATCH /api/resume/{id}", [
    {
      method: "PATCH",
      setupRequest: (request, context) => {
        const resume = checkOut(context as Record<string, unknown>);
        const data = structuredClone(resume.data) as { basics: { headline: string } };
        data.basics.headline = `Autosave ${edit++}`;
        return { ...request, path: `/api/resume/${resume.id}`, body: JSON.stringify({ data, version: resume.version }) };
      },
      onResponse: (status, body, context) => checkIn(context as Record<string, unknown>, status === 200 ? body : undefined),
    },
  ]);
  if (getErrors + patchErrors > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
