import { sampleResume, type PageFormat, type ResumeData } from "@vitae/schema";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Printer, type PrinterLogger, type PrinterOptions } from "./printer";
import {
  PrinterBusyError,
  PrinterRenderError,
  PrinterTimeoutError,
  PrinterUnavailableError,
} from "./printer-errors";
import {
  startCountingListener,
  startStandInArtboard,
  type CountingListener,
  type StandInArtboard,
} from "../test/stand-in-artboard";
import { chromiumPath } from "../test/chromium";

// Chromium (Skia), and pdf-lib after it, write page dictionaries uncompressed, so the page
// count and sizes can be read from the raw bytes.
function pdfPages(pdf: Buffer): number[][] {
  const text = pdf.toString("latin1");
  const pages = text.match(/\/Type \/Page\b(?!s)/g) ?? [];
  const boxes = [...text.matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) => (m[1] ?? "").trim().split(/\s+/).map(Number));
  expect(boxes).toHaveLength(pages.length);
  return boxes;
}

const pointsPerMm = 72 / 25.4;

/** The text drawn on the PDF's pages (the stand-in artboard draws the name on each). */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true, disableFontFace: true }).promise;
  try {
    let text = "";
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      text += `${content.items.map((item) => ("str" in item ? item.str : "")).join("")}\n`;
    }
    return text;
  } finally {
    await document.destroy();
  }
}

function resume(name: string, { pages = 1, format = "a4" }: { pages?: number; format?: PageFormat } = {}): ResumeData {
  const data = structuredClone(sampleResume);
  data.basics.name = name;
  data.metadata.page.format = format;
  data.metadata.layout = Array.from({ length: pages }, () => [["summary"], ["skills"]]);
  return data;
}

let other: CountingListener;
let artboard: StandInArtboard;
const printers: Printer[] = [];

/**
 * What an idle printer may hold: no print running or waiting, and no open context but its
 * idle warm pages (one context each). Anything else open would be a leak.
 */
function held(printer: Printer) {
  const { running, queued, openContexts, idlePages } = printer.stats();
  return { running, queued, leakedContexts: openContexts - idlePages };
}
const nothingHeld = { running: 0, queued: 0, leakedContexts: 0 };
/** Idle and every page closed (after faults that left no page worth keeping). */
const nothingOpen = { running: 0, queued: 0, openContexts: 0, idlePages: 0 };

/** A URL without the per-render `?r=<n>` the stand-in artboard adds. */
const withoutNonce = (url: string) => url.replace(/\?r=\d+$/, "");

function makePrinter(options: Partial<PrinterOptions> = {}): Printer {
  const printer = new Printer({ executablePath: chromiumPath, appOrigin: artboard.origin, poolSize: 2, timeoutMs: 15_000, ...options });
  printers.push(printer);
  return printer;
}

beforeAll(async () => {
  other = await startCountingListener();
  artboard = await startStandInArtboard(other.port);
});

afterEach(async () => {
  await Promise.all(printers.splice(0).map((printer) => printer.close()));
});

afterAll(async () => {
  await artboard.close();
  await other.close();
});

describe("Printer (one warm browser shared by these tests)", () => {
  const blocked: string[] = [];
  const logger: PrinterLogger = {
    debug: (object) => blocked.push((object as { url: string }).url),
    warn: () => undefined,
    error: () => undefined,
  };
  let printer: Printer;

  beforeAll(async () => {
    // The deadline counts waiting time; 20 prints at once on a loaded machine need room.
    printer = new Printer({ executablePath: chromiumPath, appOrigin: artboard.origin, poolSize: 2, queueLimit: 32, timeoutMs: 55_000, logger });
    await printer.warm();
  });

  afterAll(async () => {
    await printer.close();
  });

  it("prints the whole document with one call, in the artboard's A4 page size", async () => {
    const pdf = await printer.printPdf(resume("Ada Lovelace", { pages: 3 }));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(3);
    for (const [x, y, width, height] of pages) {
      expect([x, y]).toEqual([0, 0]);
      expect(width).toBeCloseTo(210 * pointsPerMm, 0);
      expect(height).toBeCloseTo(297 * pointsPerMm, 0);
    }
    // The payload reached the artboard: it draws the name.
    expect(await pdfText(pdf)).toContain("Ada Lovelace");
  });

  it("prints letter paper when the resume says so", async () => {
    const pages = pdfPages(await printer.printPdf(resume("Grace Hopper", { format: "letter" })));
    expect(pages).toEqual([[0, 0, 612, 792]]);
  });

  it("lets the browser reach nothing but the app origin, and still prints, in a reused page too", async () => {
    // The resume content comes with each resume; the second print runs in the page the
    // first one used (the most recently used idle page is taken first).
    for (const name of ["Linus", "Linus again"]) {
    blocked.length = 0;
    other.requests.length = 0;
    other.connections = 0;
    const before = artboard.requests.length;
    const pdf = await printer.printPdf(resume(name));
    expect(pdfPages(pdf)).toHaveLength(1);

    // Pictures, CSS url()/@import, fonts, iframes and a same-origin redirect to another
    // port: none reached the other listener, not even as a bare connection.
    expect(other.requests).toEqual([]);
    expect(other.connections).toBe(0);
    const otherOrigin = `http://127.0.0.1:${other.port}`;
    expect(blocked.map(withoutNonce)).toEqual(
      expect.arrayContaining([
        `${otherOrigin}/secret`,
        `${otherOrigin}/x.css`,
        `${otherOrigin}/bg.png`,
        `${otherOrigin}/redirected`,
        "http://169.254.169.254/",
      ]),
    );
    // Same-origin redirects are still followed (each hop checked).
    expect(artboard.requests.slice(before)).toEqual(expect.arrayContaining(["/redirect-in", "/pixel.gif"]));
    }
  });

  it("makes a JPEG of the first page for dashboard cards", async () => {
    const image = await printer.previewImage(resume("Margaret Hamilton", { pages: 2 }));
    const { format, width, height } = await sharp(image).metadata();
    expect(format).toBe("jpeg");
    // One A4 page at 96 dpi, device scale 1.
    expect(width).toBeCloseTo(794, -1);
    expect(height).toBeCloseTo(1123, -1);
    const { channels } = await sharp(image).stats();
    expect(channels[0]?.min).toBeLessThan(100); // the name's dark text, not a blank page
  });

  it("prints 20 requests at once with a pool of 2, leaking no context", async () => {
    const pdfs = await Promise.all(Array.from({ length: 20 }, (_, i) => printer.printPdf(resume(`Person ${i}`))));
    for (const [i, pdf] of pdfs.entries()) {
      expect(await pdfText(pdf)).toContain(`Person ${i} —`);
    }
    // Exactly the pool's two warm pages are left, each in its own context, once the last
    // prints have cleared their pages (which they do after answering).
    await expect.poll(() => printer.stats(), { timeout: 5000 }).toEqual({ running: 0, queued: 0, openContexts: 2, idlePages: 2 });
  }, 60_000);

  it("fails at once when the artboard reports an error", async () => {
    await expect(printer.printPdf(resume("FAIL"))).rejects.toBeInstanceOf(PrinterRenderError);
    expect(held(printer)).toEqual(nothingHeld);
  });

  it("stops a print its caller cancels", async () => {
    const controller = new AbortController();
    const pending = printer.printPdf(resume("HANG"), { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("client went away")), 300);
    await expect(pending).rejects.toThrow("client went away");
    await expect.poll(() => held(printer), { timeout: 5000 }).toEqual(nothingHeld);
  });
});

describe("Printer faults", () => {
  it("refuses at once past the queue limit with a Retry-After", async () => {
    const printer = makePrinter({ poolSize: 1, queueLimit: 1, timeoutMs: 1500 });
    const hanging = [printer.printPdf(resume("HANG")), printer.printPdf(resume("HANG"))].map((p) =>
      p.catch((error: unknown) => error),
    );
    const refused = await printer.printPdf(resume("Too many")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PrinterBusyError);
    expect((refused as PrinterBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    for (const outcome of await Promise.all(hanging)) expect(outcome).toBeInstanceOf(PrinterTimeoutError);
    await expect.poll(() => printer.stats(), { timeout: 5000 }).toEqual(nothingOpen);
  });

  it("times out a print that never finishes and closes its page", async () => {
    const printer = makePrinter({ timeoutMs: 1500 });
    const started = performance.now();
    await expect(printer.printPdf(resume("HANG"))).rejects.toBeInstanceOf(PrinterTimeoutError);
    expect(performance.now() - started).toBeLessThan(3000);
    await expect.poll(() => printer.stats(), { timeout: 5000 }).toEqual(nothingOpen);
    expect(pdfPages(await printer.printPdf(resume("After timeout")))).toHaveLength(1);
  });

  it("cleans up whichever step the deadline interrupts (launch, context, page, render)", async () => {
    for (const timeoutMs of [20, 60, 120, 200, 300, 450]) {
      const printer = makePrinter({ timeoutMs });
      const outcome = await printer.printPdf(resume("HANG")).catch((error: unknown) => error);
      expect(outcome, `timeout ${timeoutMs}`).toBeInstanceOf(PrinterTimeoutError);
      // Playwright's newPage never settles when its context closes under it; the job
      // must not wait for it.
      await expect.poll(() => printer.stats(), { timeout: 5000 }).toEqual(nothingOpen);
    }
  });

  it("survives a page closed mid-print: no page left open, the next print works", async () => {
    let browser: Browser | null = null;
    const printer = makePrinter({
      onPage: (page: Page) => {
        if (browser) return;
        browser = page.context().browser();
        setTimeout(() => void page.close(), 300);
      },
    });
    await expect(printer.printPdf(resume("HANG"))).rejects.toBeInstanceOf(PrinterRenderError);
    expect(browser).not.toBeNull();
    expect((browser as unknown as Browser).contexts()).toHaveLength(0);
    expect(pdfPages(await printer.printPdf(resume("Next")))).toHaveLength(1);
    // Only the new page is left open, idle in the pool for the next print.
    await expect.poll(() => printer.stats(), { timeout: 5000 }).toEqual({ running: 0, queued: 0, openContexts: 1, idlePages: 1 });
    expect((browser as unknown as Browser).contexts()).toHaveLength(1);
  });

  it("restarts a browser killed mid-print", async () => {
    let kills = 0;
    const printer = makePrinter({
      onPage: (page: Page) => {
        if (kills > 0) return;
        kills += 1;
        // Browser.crash takes the whole browser down, as a killed process would.
        setTimeout(() => {
          void page
            .context()
            .browser()
            ?.newBrowserCDPSession()
            .then((session) => session.send("Browser.crash"))
            .catch(() => undefined);
        }, 300);
      },
    });
    const concurrent = [printer.printPdf(resume("HANG")), printer.printPdf(resume("HANG"))];
    for (const outcome of await Promise.allSettled(concurrent)) {
      expect(outcome.status).toBe("rejected");
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(PrinterRenderError);
    }
    // Concurrent callers after the crash share one relaunch.
    const pdfs = await Promise.all([printer.printPdf(resume("One")), printer.printPdf(resume("Two"))]);
    for (const pdf of pdfs) expect(pdfPages(pdf)).toHaveLength(1);
    expect(printer.status().status).toBe("up");
    await expect.poll(() => printer.stats(), { timeout: 5000 }).toEqual({ running: 0, queued: 0, openContexts: 2, idlePages: 2 });
  });

  it("reports a missing browser as down and fails prints with PrinterUnavailableError", async () => {
    const printer = makePrinter({ executablePath: "/nonexistent/chromium" });
    expect(printer.status()).toEqual({ status: "down", detail: "local: /nonexistent/chromium is missing or not executable" });
    await expect(printer.printPdf(resume("Nobody"))).rejects.toBeInstanceOf(PrinterUnavailableError);
    expect(printer.status().status).toBe("down");
  });

  it("says it is up once warm", async () => {
    const printer = makePrinter();
    await printer.warm();
    expect(printer.status()).toMatchObject({ status: "up", detail: expect.stringMatching(/^local: Chromium \d+/) });
  });
});

describe("Printer warm pages", () => {
  /** A printer with one slot that records every page it opens. */
  function oneSlot(options: Partial<PrinterOptions> = {}) {
    const pages: Page[] = [];
    const printer = makePrinter({ poolSize: 1, ...options, onPage: (page) => void pages.push(page) });
    return { printer, pages };
  }

  it("prints resume after resume in one loaded page, each alone in it", async () => {
    const { printer, pages } = oneSlot();
    const first = await printer.printPdf(resume("Ada Lovelace", { pages: 2 }));
    const second = await printer.printPdf(resume("Grace Hopper"));
    expect(pages).toHaveLength(1);
    expect(pdfPages(first)).toHaveLength(2);
    expect(pdfPages(second)).toHaveLength(1);
    expect(await pdfText(second)).toContain("Grace Hopper");
    expect(await pdfText(second)).not.toContain("Ada");
    // Reset after the print (which answers first): the idle page holds nothing of the last resume.
    await expect.poll(() => printer.stats(), { timeout: 5000 }).toEqual({ running: 0, queued: 0, openContexts: 1, idlePages: 1 });
    const idle = await pages[0]!.evaluate(`({
      ready: document.documentElement.getAttribute("data-vitae-ready"),
      boxes: document.querySelectorAll("[data-vitae-page]").length,
      text: document.body.innerText,
    })`);
    expect(idle).toEqual({ ready: null, boxes: 0, text: "" });
  });

  it("closes a page that does not reset clean, and prints the next resume in a new one", async () => {
    const { printer, pages } = oneSlot();
    expect(pdfPages(await printer.printPdf(resume("STICKY")))).toHaveLength(1);
    // The print answers before its page is reset; the reset fails and the page is closed.
    await expect.poll(() => printer.stats(), { timeout: 5000 }).toEqual(nothingOpen);
    expect(pages[0]?.isClosed()).toBe(true);
    expect(await pdfText(await printer.printPdf(resume("After")))).toContain("After");
    expect(pages).toHaveLength(2);
  });

  it("closes a reused page whose renderer crashes mid-print, leaves nothing open, and prints the next in a new page", async () => {
    const { printer, pages } = oneSlot();
    await printer.printPdf(resume("Warm"));
    const reused = pages[0] as Page;
    const session = await reused.context().newCDPSession(reused);
    const pending = printer.printPdf(resume("HANG"));
    setTimeout(() => void session.send("Page.crash").catch(() => undefined), 300);
    await expect(pending).rejects.toBeInstanceOf(PrinterRenderError);
    expect(reused.isClosed()).toBe(true);
    expect(printer.stats()).toEqual(nothingOpen);
    expect(pdfPages(await printer.printPdf(resume("Next")))).toHaveLength(1);
    expect(pages).toHaveLength(2);
    await expect.poll(() => printer.stats(), { timeout: 5000 }).toEqual({ running: 0, queued: 0, openContexts: 1, idlePages: 1 });
  });

  /** Counts the messages (SET_RESUME) a page receives from now on. */
  const countMessages = (page: Page) =>
    page.evaluate(`globalThis.__messages = 0; globalThis.addEventListener("message", () => globalThis.__messages++)`);
  const messages = (page: Page) => page.evaluate("globalThis.__messages");
  const pageText = (page: Page) => page.evaluate("document.body.innerText") as Promise<string>;

  it("renders a resume ahead and prints it from the page that holds it, without rendering it again", async () => {
    const { printer, pages } = oneSlot();
    await printer.warm();
    await countMessages(pages[0] as Page);
    expect(await printer.renderAhead(resume("Ada Lovelace"), { renderKey: "ada" })).toBe(true);
    expect(await messages(pages[0] as Page)).toBe(1);
    expect(await pageText(pages[0] as Page)).toContain("Ada Lovelace");
    // Held, not cleared: the idle page keeps it for the print.
    expect(printer.stats()).toEqual({ running: 0, queued: 0, openContexts: 1, idlePages: 1 });
    // Asked again: it is held already, nothing is rendered.
    expect(await printer.renderAhead(resume("Ada Lovelace"), { renderKey: "ada" })).toBe(true);
    expect(await messages(pages[0] as Page)).toBe(1);

    const pdf = await printer.printPdf(resume("Ada Lovelace"), { renderKey: "ada" });
    expect(await pdfText(pdf)).toContain("Ada Lovelace");
    expect(await messages(pages[0] as Page)).toBe(1);
    expect(pages).toHaveLength(1);
    // Printed, the page is cleared as after any print.
    await expect.poll(() => pageText(pages[0] as Page), { timeout: 5000 }).toBe("");
  });

  it("clears a page holding another resume before it prints in it", async () => {
    const { printer, pages } = oneSlot();
    await printer.renderAhead(resume("Ada Lovelace"), { renderKey: "ada" });
    const pdf = await printer.printPdf(resume("Grace Hopper"), { renderKey: "grace" });
    expect(await pdfText(pdf)).toContain("Grace Hopper");
    expect(await pdfText(pdf)).not.toContain("Ada");
    // The same page, cleared (a print without a key is rendered too).
    expect(pages).toHaveLength(1);
    await printer.renderAhead(resume("Ada Lovelace"), { renderKey: "ada" });
    expect(await pdfText(await printer.printPdf(resume("Linus")))).not.toContain("Ada");
    await expect.poll(() => printer.stats(), { timeout: 5000 }).toEqual({ running: 0, queued: 0, openContexts: 1, idlePages: 1 });
  });

  it("renders ahead only in a slot no print waits for", async () => {
    const { printer, pages } = oneSlot({ renderAheadWaitMs: 30_000 });
    await printer.warm();
    // Behind a print that runs and one that waits: both print first, then it renders.
    const order: string[] = [];
    const first = printer.printPdf(resume("Grace Hopper")).then(() => order.push("Grace Hopper"));
    const ahead = printer.renderAhead(resume("Ada Lovelace"), { renderKey: "ada" }).then((held) => (order.push("ahead"), held));
    const second = printer.printPdf(resume("Linus")).then(() => order.push("Linus"));
    expect(await ahead).toBe(true);
    await Promise.all([first, second]);
    expect(order).toEqual(["Grace Hopper", "Linus", "ahead"]);
    expect(await pageText(pages[0] as Page)).toContain("Ada Lovelace");
  });

  it("gives a render ahead up when no slot comes free within its wait", async () => {
    const { printer } = oneSlot({ renderAheadWaitMs: 300, timeoutMs: 4000 });
    // The slot taken longer than the wait (a print that never finishes).
    const hanging = printer.printPdf(resume("HANG"));
    expect(await printer.renderAhead(resume("Marie Curie"), { renderKey: "marie" })).toBe(false);
    await expect(hanging).rejects.toBeInstanceOf(PrinterTimeoutError);
    await expect.poll(() => printer.stats(), { timeout: 5000 }).toEqual(nothingOpen);
  });

  it("drops a render ahead its print has overtaken", async () => {
    const { printer, pages } = oneSlot();
    await printer.warm();
    await countMessages(pages[0] as Page);
    const first = printer.printPdf(resume("Grace Hopper"));
    expect(await printer.renderAhead(resume("Ada Lovelace"), { renderKey: "ada", stillWanted: () => false })).toBe(true);
    await first;
    // Only Grace Hopper's print reached the page.
    expect(await messages(pages[0] as Page)).toBe(1);
  });

  it("holds one resume per page, opening pages for renders ahead, and hands a held page to a print when none is clean", async () => {
    const pages: Page[] = [];
    const printer = makePrinter({ poolSize: 2, onPage: (page) => void pages.push(page) });
    // One after the other, so that Ada's page is the one held longest: the second renders in a
    // page of its own too, since the only idle page holds the first.
    for (const name of ["Ada Lovelace", "Grace Hopper"]) await printer.renderAhead(resume(name), { renderKey: name });
    expect(printer.stats()).toEqual({ running: 0, queued: 0, openContexts: 2, idlePages: 2 });
    const holding = async () => (await Promise.all(pages.map(pageText))).map((text) => text.replace(/ — page \d+/g, "").trim());
    expect((await holding()).sort()).toEqual(["Ada Lovelace", "Grace Hopper"]);
    // More people about to print than slots: a third render ahead keeps the first two.
    await printer.renderAhead(resume("Linus"), { renderKey: "Linus" });
    expect(pages).toHaveLength(3);
    expect(await holding()).toEqual(["Ada Lovelace", "Grace Hopper", "Linus"]);
    // No page clean: a print whose resume no page holds takes the page held longest rather than
    // wait for a new one.
    expect(await pdfText(await printer.printPdf(resume("Margaret Hamilton")))).toContain("Margaret Hamilton");
    expect(pages).toHaveLength(3);
    expect([printer.holdsRendered("Ada Lovelace"), printer.holdsRendered("Grace Hopper"), printer.holdsRendered("Linus")]).toEqual([false, true, true]);
    // The others print as they were rendered, nothing sent to any page.
    for (const page of pages) await countMessages(page);
    expect(await pdfText(await printer.printPdf(resume("Grace Hopper"), { renderKey: "Grace Hopper" }))).toContain("Grace Hopper");
    expect(await Promise.all(pages.map(messages))).toEqual([0, 0, 0]);
  });

  it("retires a page after maxJobsPerPage prints", async () => {
    const { printer, pages } = oneSlot({ maxJobsPerPage: 2 });
    for (const name of ["One", "Two", "Three"]) await printer.printPdf(resume(name));
    expect(pages).toHaveLength(2);
    await expect.poll(() => printer.stats(), { timeout: 5000 }).toEqual({ running: 0, queued: 0, openContexts: 1, idlePages: 1 });
    expect(pages[0]?.isClosed()).toBe(true);
  });

  it("opens one page per slot when warmed, and serves unchanging app paths to all of them from memory, redirects still checked", async () => {
    const refused: string[] = [];
    const logger: PrinterLogger = {
      debug: (object) => refused.push(withoutNonce((object as { url: string }).url)),
      warn: () => undefined,
      error: () => undefined,
    };
    const pages: Page[] = [];
    const printer = makePrinter({ poolSize: 2, staticPathPrefixes: ["/static/"], logger, onPage: (page) => void pages.push(page) });
    await printer.warm();
    expect(pages).toHaveLength(2);
    expect(printer.stats()).toEqual({ running: 0, queued: 0, openContexts: 2, idlePages: 2 });
    const before = artboard.requests.length;
    other.requests.length = 0;
    other.connections = 0;
    const pdfs = await Promise.all(["One", "Two", "Three", "Four"].map((name) => printer.printPdf(resume(name))));
    for (const pdf of pdfs) expect(pdfPages(pdf)).toHaveLength(1);
    expect(pages).toHaveLength(2);
    const asked = artboard.requests.slice(before);
    // Four prints in two pages: the picture was fetched from the app once.
    expect(asked.filter((path) => path === "/static/pixel.gif")).toHaveLength(1);
    // A redirect out of the app is never kept: each page asks the app (Blink may reuse a failed
    // picture within one document), and every time the redirect is refused.
    const redirects = asked.filter((path) => path === "/static/redirect-out").length;
    expect(redirects).toBeGreaterThanOrEqual(2);
    expect(refused.filter((url) => url === `http://127.0.0.1:${other.port}/static-redirected`)).toHaveLength(redirects);
    expect(other.requests).toEqual([]);
    expect(other.connections).toBe(0);
  });
});
