/**
 * The printer survives its Chromium being killed (SIGKILL, as the OOM killer would) while
 * a print is in flight: the print in flight fails at once rather than at its deadline, the
 * next print succeeds in a new browser, and no process of the killed browser (renderers,
 * zygotes, GPU and utility processes, crash handlers) lives on; after `close()` no Chromium
 * is left at all. Uses only the Printer's public API: the browser is found as this
 * process's child, its helpers by their parent chain or by a tag in their environment.
 */
import { sampleResume, type ResumeData } from "@vitae/schema";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Printer } from "../../src/printer/printer";
import { PrinterError, PrinterRenderError } from "../../src/printer/printer-errors";
import {
  startCountingListener,
  startStandInArtboard,
  type CountingListener,
  type StandInArtboard,
} from "../../src/test/stand-in-artboard";
import {
  describeProcesses,
  ourChromiumProcesses,
  processTree,
  stillRunning,
  tagChildProcesses,
  type ProcessEntry,
} from "./process-tree";
import { sleep, until } from "./wait";
import { chromiumPath } from "../../src/test/chromium";

function resume(name: string): ResumeData {
  const data = structuredClone(sampleResume);
  data.basics.name = name;
  data.metadata.layout = [[["summary"], ["skills"]]];
  return data;
}

/** Polls `read` until it returns an empty list; fails with what is left. */
async function untilNone(read: () => ProcessEntry[], what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let left = read();
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(100);
    left = read();
  }
  expect(describeProcesses(left), `${what} after ${timeoutMs} ms`).toEqual([]);
}

/** The browser process the printer launched: our only Chromium child. */
function printerBrowser(): ProcessEntry {
  const browsers = ourChromiumProcesses().filter((entry) => entry.ppid === process.pid);
  expect(describeProcesses(browsers), "one Chromium launched by the printer").toHaveLength(1);
  return browsers[0] as ProcessEntry;
}

/**
 * Kills the browser; answers what must follow it: its process tree, and the processes it
 * started that left the tree (every Chromium of ours but the browsers still wanted).
 */
function killBrowser(): ProcessEntry[] {
  const browser = printerBrowser();
  const ours = ourChromiumProcesses();
  const tree = processTree(browser.pid).filter((entry) => entry.state !== "Z");
  process.kill(browser.pid, "SIGKILL");
  return [...tree, ...ours.filter((entry) => !tree.some((member) => member.pid === entry.pid))];
}

function isPdf(pdf: Buffer): boolean {
  return pdf.subarray(0, 5).toString("latin1") === "%PDF-";
}

const poolSize = 2;
let other: CountingListener;
let artboard: StandInArtboard;
let running: Printer | undefined;

function startPrinter(): Printer {
  running = new Printer({ executablePath: chromiumPath, appOrigin: artboard.origin, poolSize, timeoutMs: 30_000 });
  return running;
}

/**
 * Nothing running or waiting, and no browser context beyond one per pool slot. A print answers
 * before its page is reset for the next one (the reset still holds the slot), so the printer
 * is idle shortly after the last answer, not at once.
 */
async function expectIdle(printer: Printer): Promise<void> {
  await expect.poll(() => printer.stats(), { timeout: 5000 }).toMatchObject({ running: 0, queued: 0 });
  expect(printer.stats().openContexts).toBeLessThanOrEqual(poolSize);
}

beforeAll(async () => {
  tagChildProcesses();
  expect(ourChromiumProcesses(), "no Chromium of ours before the tests start").toEqual([]);
  other = await startCountingListener();
  artboard = await startStandInArtboard(other.port);
});

afterEach(async () => {
  await running?.close();
  running = undefined;
});

afterAll(async () => {
  await artboard?.close();
  await other?.close();
});

describe("printing when Chromium is killed", () => {
  it("fails the print in flight at once, prints again in a new browser and leaks no process", { timeout: 90_000 }, async () => {
    const printer = startPrinter();
    await printer.warm();
    const first = printerBrowser();

    // The stand-in artboard never reports ready for "HANG": without the crash this print
    // would wait for its 30 s deadline. Once it runs, it is waiting on the browser.
    const inFlight = printer.printPdf(resume("HANG"));
    inFlight.catch(() => undefined);
    await until(() => printer.stats().running === 1, "the print runs");
    await sleep(500);
    const killedAt = performance.now();
    const killed = killBrowser();
    expect(killed.length, "the browser had started helper processes").toBeGreaterThan(1);

    await expect(inFlight).rejects.toBeInstanceOf(PrinterRenderError);
    expect(performance.now() - killedAt, "the print in flight failed soon after the kill").toBeLessThan(10_000);

    expect(isPdf(await printer.printPdf(resume("After the crash")))).toBe(true);
    expect(printerBrowser().pid).not.toBe(first.pid);
    await untilNone(() => stillRunning(killed), "processes of the killed browser still running");
    await expectIdle(printer);

    await printer.close();
    await untilNone(ourChromiumProcesses, "Chromium processes left after close()");
  });

  it("recovers from kills at any moment of concurrent prints, three times over", { timeout: 120_000 }, async () => {
    const printer = startPrinter();
    await printer.warm();
    const killedTrees: ProcessEntry[][] = [];

    for (let round = 0; round < 3; round++) {
      const prints = Array.from({ length: 4 }, (_, index) => printer.printPdf(resume(`Round ${round} print ${index}`)));
      // Somewhere in queueing, rendering or writing the PDF.
      await sleep(Math.random() * 300);
      killedTrees.push(killBrowser());

      // Each print settles, well before its deadline: a PDF, or a printer error.
      const settled = await Promise.allSettled(prints);
      for (const outcome of settled) {
        if (outcome.status === "fulfilled") expect(isPdf(outcome.value)).toBe(true);
        else expect(outcome.reason).toBeInstanceOf(PrinterError);
      }

      const [pdf, preview] = await Promise.all([printer.printPdf(resume("Next A")), printer.previewImage(resume("Next B"))]);
      expect(isPdf(pdf)).toBe(true);
      expect(preview.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      await expectIdle(printer);
    }

    await untilNone(() => stillRunning(killedTrees.flat()), "processes of the killed browsers still running");
    // Only the browser now running is left below this process.
    printerBrowser();
    await printer.close();
    await untilNone(ourChromiumProcesses, "Chromium processes left after close()");
  });
});
