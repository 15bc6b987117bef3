// PDF printing (budget: with a warm browser p50 <= 250 ms, p95 <= 400 ms, and >= 5
// PDFs/s with 4 concurrent requests), our printer against a naive baseline, in one run, on
// the sample resume.
//
// OURS is measured end to end through the built server's API, not by importing the Printer
// class: bench may not import @vitae/server (eslint-rules/import-boundaries.js), and the API
// path is what users wait for. Each timed request first PATCHes its resume (a new
// basics.headline, carrying the version) so the print cache never answers; the PATCH is not
// timed. The latency is GET /api/resume/print/{id} (which prints and answers {url}) plus
// fetching that url (the PDF bytes). PDFs/s is prints over the wall time of the phase (PATCHes
// included). Each concurrent worker edits its own resume. The server's printer pool is its
// default (one page per core).
//
// The server keeps its per-user print limit as deployed (30 prints a minute, auth/rate-limits.ts),
// which the bench's 70-odd prints within a minute would pass: each worker prints as one bench
// account for at most 25 prints, then signs up a fresh account with its own sample resume
// (untimed) and goes on with that. Only registering those accounts from one address needs a
// setting: the bench server runs with AUTH_RATE_LIMIT (sign-in and sign-up calls per address,
// docs/self-hosting.md) raised, which does not touch the print limit. "Warm" is the browser and the pool's pages: the untimed warm-up
// prints at 1 and at 4 concurrent requests, so every page of the pool has loaded the artboard
// (each keeps it for the prints that follow) before anything is timed.
//
// NAIVE, per request: launch a new Chromium (playwright-core, /usr/bin/chromium, the printer's
// standard args), open /artboard/print of the same server, post SET_RESUME, wait for the
// ready flag, print each physical page separately (page.pdf with pageRanges "N"), merge with
// pdf-lib, close the browser.
//
// FLOOR: what no printer can beat, Chromium's page.pdf of the same resume (in the same labels'
// locale, with the same page.pdf options as ours: CSS page size, backgrounds, paper format,
// tagged and outlined) in a page that has already rendered it: one warm browser, 4 pages each holding
// the rendered sample, page.pdf timed alone, at 1 and at 4 concurrent. Reported as ours ÷ floor
// (p50 latency) at 1 and 4 concurrent, in the same run, ours and the floor measured in
// alternating slices so that both meet the same load; the goal is <= 1.3. The floor's page has
// rendered the resume before the clock starts, and so has ours in the budgeted ratio: the app
// asks the server to render ahead (POST /api/resume/print/{id}/prepare) when the pointer
// reaches, or the keyboard focuses, a download button, which comes before the click by more
// than a render takes. The ratio of ours without that step (an API client that only calls
// print) is printed beside it; the latency and PDFs/s budgets above are measured without it.
// A render ahead only takes a slot no print is waiting for (it never delays a print): with 4
// concurrent writers on a machine of fewer cores the printer's slots stay busy, most renders
// ahead give up after their second, and those prints render as before. The ratio at 4 then
// compares render and PDF with the PDF alone, whatever the order the work is done in.
//
// BENCH_PRINTS_C1 / BENCH_PRINTS_C4 (default 20 / 40) set our counts; BENCH_NAIVE_C1 /
// BENCH_NAIVE_C4 (default 10 / 20) the naive ones (each naive print launches a browser).
// Latency percentiles are over successful prints; PDFs/s counts successful prints over the
// phase's wall time. Only failures of our printer fail the run.
import { PDFDocument } from "pdf-lib";
import type { Page } from "playwright-core";
import {
  artboardIdleValue,
  artboardPrintPath,
  artboardReadyGlobal,
  physicalPageAttribute,
  renderedAttribute,
  renderedValue,
  renderFailedValue,
} from "@vitae/schema";
import { launchChromium } from "./lib/page-js";
import { benchAccount, requireBuild, signUp, startServer } from "./lib/server";
import { percentile, verdict } from "./lib/stats";
import type { Browser } from "playwright-core";

requireBuild();

const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const oursC1 = count("BENCH_PRINTS_C1", 20);
const oursC4 = count("BENCH_PRINTS_C4", 40);
const naiveC1 = count("BENCH_NAIVE_C1", 10);
const naiveC4 = count("BENCH_NAIVE_C4", 20);

interface ResumeReply {
  id: string;
  version: number;
  data: { basics: { headline: string } } & Record<string, unknown>;
}

interface Phase {
  latencies: number[];
  wallMs: number;
  failures: number;
}

/** Runs `total` tasks, `concurrency` at a time; worker `w` is handed its index. */
async function phase(total: number, concurrency: number, task: (worker: number, index: number) => Promise<number>): Promise<Phase> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < total) {
        const index = next++;
        try {
          latencies.push(await task(worker, index));
        } catch (error) {
          failures++;
          console.error(`  print ${index} failed: ${(error as Error).message.split("\n")[0]}`);
        }
      }
    }),
  );
  return { latencies, wallMs: performance.now() - started, failures };
}

/** The account's headers for a call with no body (Fastify refuses an empty JSON body). */
const withoutBody = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== "content-type"));

/** Prints one account makes at most: under the per-user limit of 30 a minute, warm-up included. */
const printsPerAccount = 25;

/**
 * Each task `total` times, in alternating slices (ours, ours rendered ahead, floor, ours, …):
 * on a shared machine the load changes from one second to the next, and the ratios compare
 * only figures that met the same load.
 */
async function alternating(
  total: number,
  concurrency: number,
  tasks: ((worker: number, index: number) => Promise<number>)[],
): Promise<Phase[]> {
  const slices = 5;
  const sums: Phase[] = tasks.map(() => ({ latencies: [], wallMs: 0, failures: 0 }));
  for (let slice = 0; slice < slices; slice++) {
    const count = Math.round((total * (slice + 1)) / slices) - Math.round((total * slice) / slices);
    for (const [side, task] of tasks.entries()) {
      const result = await phase(count, concurrency, task);
      const sum = sums[side] as Phase;
      sum.latencies.push(...result.latencies);
      sum.wallMs += result.wallMs;
      sum.failures += result.failures;
    }
  }
  return sums;
}

const server = await startServer({ env: { AUTH_RATE_LIMIT: "1000" } });
try {
  /** A bench account with its own sample resume, and the prints it has asked for. */
  interface Writer {
    headers: Record<string, string>;
    resume: ResumeReply;
    prints: number;
  }
  let accounts = 0;
  const newWriter = async (): Promise<Writer> => {
    const number = accounts++;
    const headers = await signUp(server.url, {
      name: `Bench User ${number}`,
      username: `bench${number}`,
      email: `bench${number}@example.com`,
      password: benchAccount.password,
    });
    const created = await fetch(`${server.url}/api/resume`, {
      method: "POST",
      headers,
      body: JSON.stringify({ title: `Print bench ${number}`, sample: true }),
    });
    if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
    return { headers, resume: (await created.json()) as ResumeReply, prints: 0 };
  };
  const writers: Writer[] = [];
  for (let worker = 0; worker < 4; worker++) writers.push(await newWriter());

  let edits = 0;
  /**
   * One real print through the API: untimed PATCH (defeats the cache), then timed GET print +
   * file. `ahead`: between the two, untimed, the call the app makes when the pointer reaches the
   * download button (POST …/prepare, answered once the resume is rendered), so the timed part
   * is what a user waits for after the click.
   */
  const printOurs = async (worker: number, ahead = false): Promise<number> => {
    // A render ahead counts against the print rate as a print does.
    const cost = ahead ? 2 : 1;
    if ((writers[worker] as Writer).prints + cost > printsPerAccount) writers[worker] = await newWriter();
    const writer = writers[worker] as Writer;
    writer.prints += cost;
    const { headers, resume } = writer;
    resume.data.basics.headline = `Print bench edit ${edits++}`;
    const patched = await fetch(`${server.url}/api/resume/${resume.id}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ data: resume.data, version: resume.version }),
    });
    if (patched.status !== 200) throw new Error(`PATCH answered ${patched.status}: ${await patched.text()}`);
    resume.version = ((await patched.json()) as ResumeReply).version;
    if (ahead) {
      const prepared = await fetch(`${server.url}/api/resume/print/${resume.id}/prepare`, { method: "POST", headers: withoutBody(headers) });
      if (prepared.status !== 204) throw new Error(`prepare answered ${prepared.status}: ${await prepared.text()}`);
    }

    const started = performance.now();
    const printed = await fetch(`${server.url}/api/resume/print/${resume.id}`, { headers });
    if (printed.status !== 200) throw new Error(`print answered ${printed.status}: ${await printed.text()}`);
    const { url } = (await printed.json()) as { url: string };
    const file = await fetch(new URL(new URL(url, server.url).pathname, server.url), { headers });
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (file.status !== 200 || Buffer.from(bytes.subarray(0, 5)).toString() !== "%PDF-") throw new Error(`PDF answered ${file.status}`);
    return performance.now() - started;
  };

  // The sample as created, in the bench accounts' locale (the labels' language ours prints in).
  const sampleData = structuredClone((writers[0] as Writer).resume.data);
  const locale = "en-US";
  const listening = `globalThis[${JSON.stringify(artboardReadyGlobal)}] === ${JSON.stringify(artboardIdleValue)}`;
  const rendered = `(() => { const state = document.documentElement.getAttribute(${JSON.stringify(renderedAttribute)}); return state === ${JSON.stringify(renderedValue)} || state === ${JSON.stringify(renderFailedValue)} ? state : false; })()`;
  const poll = async (page: Page, expression: string): Promise<unknown> => {
    const deadline = performance.now() + 60_000;
    for (;;) {
      const value: unknown = await page.evaluate(expression);
      if (value) return value;
      if (performance.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  /** The naive way: a browser per request, one page.pdf per physical page, merged with pdf-lib. */
  const printNaive = async (): Promise<number> => {
    const started = performance.now();
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}${artboardPrintPath}`, { waitUntil: "domcontentloaded" });
      await poll(page, listening);
      await page.evaluate((message) => globalThis.postMessage(message, globalThis.location.origin), {
        type: "SET_RESUME",
        payload: sampleData,
        locale,
      });
      if ((await poll(page, rendered)) !== renderedValue) throw new Error("the artboard could not render the resume");
      const pages = await page.locator(`[${physicalPageAttribute}]`).count();
      const merged = await PDFDocument.create();
      for (let number = 1; number <= Math.max(1, pages); number++) {
        const single = await page.pdf({ preferCSSPageSize: true, printBackground: true, pageRanges: String(number) });
        const source = await PDFDocument.load(single);
        for (const copied of await merged.copyPages(source, source.getPageIndices())) merged.addPage(copied);
      }
      const bytes = await merged.save();
      if (Buffer.from(bytes.subarray(0, 5)).toString() !== "%PDF-") throw new Error("merged PDF is not a PDF");
    } finally {
      await browser.close();
    }
    return performance.now() - started;
  };

  // Warm-up, untimed: starts the server's browser and loads the artboard in every page of its
  // pool (prints at the measured concurrency), and fills the OS caches for the naive one.
  for (let index = 0; index < 2; index++) await printOurs(0);
  for (let round = 0; round < 2; round++) await Promise.all(writers.map((_, worker) => printOurs(worker)));
  await printNaive();

  /** Pages with the sample rendered, for the floor: page.pdf alone, nothing else timed. */
  const floorBrowser: Browser = await launchChromium();
  const floorPages: Page[] = [];
  try {
    for (let index = 0; index < 4; index++) {
      const page = await floorBrowser.newPage();
      await page.goto(`${server.url}${artboardPrintPath}`, { waitUntil: "domcontentloaded" });
      await poll(page, listening);
      await page.evaluate((message) => globalThis.postMessage(message, globalThis.location.origin), { type: "SET_RESUME", payload: sampleData, locale });
      if ((await poll(page, rendered)) !== renderedValue) throw new Error("the artboard could not render the resume");
      floorPages.push(page);
    }
  } catch (error) {
    await floorBrowser.close();
    throw error;
  }
  const format = sampleData.metadata && (sampleData.metadata as { page?: { format?: string } }).page?.format === "letter" ? "Letter" : "A4";
  const printFloor = async (worker: number): Promise<number> => {
    const started = performance.now();
    await (floorPages[worker] as Page).pdf({ preferCSSPageSize: true, printBackground: true, format, tagged: true, outline: true });
    return performance.now() - started;
  };
  for (const page of floorPages) await printFloor(floorPages.indexOf(page));

  const tasks = [(worker: number) => printOurs(worker), (worker: number) => printOurs(worker, true), printFloor];
  const [ours1, ahead1, floor1] = (await alternating(oursC1, 1, tasks)) as [Phase, Phase, Phase];
  const [ours4, ahead4, floor4] = (await alternating(oursC4, 4, tasks)) as [Phase, Phase, Phase];
  await floorBrowser.close();
  const naive1 = await phase(naiveC1, 1, () => printNaive());
  const naive4 = await phase(naiveC4, 4, () => printNaive());

  const rate = (result: Phase) => (result.latencies.length / result.wallMs) * 1000;
  const rows: [string, number, number, string][] = [
    ["p50 latency, 1 concurrent", percentile(ours1.latencies, 50), percentile(naive1.latencies, 50), "ms"],
    ["p95 latency, 1 concurrent", percentile(ours1.latencies, 95), percentile(naive1.latencies, 95), "ms"],
    ["PDFs/s, 1 concurrent", rate(ours1), rate(naive1), "/s"],
    ["p50 latency, 4 concurrent", percentile(ours4.latencies, 50), percentile(naive4.latencies, 50), "ms"],
    ["p95 latency, 4 concurrent", percentile(ours4.latencies, 95), percentile(naive4.latencies, 95), "ms"],
    ["PDFs/s, 4 concurrent", rate(ours4), rate(naive4), "/s"],
  ];
  console.log(`print: sample resume; ours ${oursC1} prints at c=1, ${oursC4} at c=4; naive ${naiveC1} at c=1, ${naiveC4} at c=4`);
  console.log(`${"figure".padEnd(28)} ${"ours".padStart(10)} ${"naive".padStart(10)} ${"ratio".padStart(8)}`);
  for (const [figure, ours, naive, unit] of rows) {
    // Ratio as "times better": naive/ours for latency, ours/naive for throughput.
    const ratio = unit === "ms" ? naive / ours : ours / naive;
    console.log(`${figure.padEnd(28)} ${`${ours.toFixed(1)} ${unit}`.padStart(10)} ${`${naive.toFixed(1)} ${unit}`.padStart(10)} ${`${ratio.toFixed(1)}x`.padStart(8)}`);
  }
  console.log("");
  console.log(verdict("ours p50, warm browser, 1 concurrent", percentile(ours1.latencies, 50), "ms", 250));
  console.log(verdict("ours p95, warm browser, 1 concurrent", percentile(ours1.latencies, 95), "ms", 400));
  // verdict() passes values <= budget; a floor of 5 PDFs/s is a ceiling of 200 ms per PDF.
  const perPdf = 1000 / rate(ours4);
  console.log(`${verdict("ours wall ms per PDF, 4 concurrent", perPdf, "ms", 200)}  (= ${rate(ours4).toFixed(2)} PDFs/s, budget >= 5)`);
  const p50 = (result: Phase) => percentile(result.latencies, 50);
  console.log(`floor (page.pdf of a rendered page): p50 ${p50(floor1).toFixed(1)} ms at c=1, ${p50(floor4).toFixed(1)} ms at c=4`);
  console.log(`ours after the click, rendered ahead (POST …/prepare first, untimed): p50 ${p50(ahead1).toFixed(1)} ms at c=1, ${p50(ahead4).toFixed(1)} ms at c=4`);
  console.log(`ours without rendering ahead / floor p50: ${(p50(ours1) / p50(floor1)).toFixed(2)}x at c=1, ${(p50(ours4) / p50(floor4)).toFixed(2)}x at c=4`);
  console.log(verdict("ours / floor p50, 1 concurrent", p50(ahead1) / p50(floor1), "x", 1.3));
  console.log(verdict("ours / floor p50, 4 concurrent", p50(ahead4) / p50(floor4), "x", 1.3));
  const failures = (results: Phase[]) => results.reduce((sum, result) => sum + result.failures, 0);
  console.log(`failed prints: ours ${failures([ours1, ahead1])} at c=1, ${failures([ours4, ahead4])} at c=4; naive ${naive1.failures} at c=1, ${naive4.failures} at c=4`);
  // Only our printer failing fails the run; the naive baseline's failures are part of its figures.
  if (failures([ours1, ahead1, ours4, ahead4]) > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
