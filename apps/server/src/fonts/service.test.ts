import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpstreamError } from "./fetch-upstream";
import { GoogleFontsStandIn } from "../test/google-fonts-stand-in";
import { cssTtlMs, failureTtlMs, FontService } from "./service";

let google: GoogleFontsStandIn;
let cacheDir: string;

beforeAll(async () => {
  google = await new GoogleFontsStandIn({ Lobster: [400] }).start();
  cacheDir = await mkdtemp(path.join(tmpdir(), "vitae-font-cache-"));
});

afterAll(async () => {
  await google?.close();
  await rm(cacheDir, { recursive: true, force: true });
});

/** A service over the stand-in (or `bases`), sharing `cacheDir`, on a clock the test moves. */
function service(clock: { now: number }, bases = { cssBase: google.origin, filesBase: google.filesBase }, dir = cacheDir) {
  return new FontService({ ...bases, cacheDir: dir, now: () => clock.now, cssTimeoutMs: 300, fileTimeoutMs: 300 });
}

const reason = (promise: Promise<unknown>) => promise.then(() => "resolved", (error: unknown) => (error instanceof UpstreamError ? error.reason : String(error)));

describe("FontService", () => {
  it("keeps the CSS and files on disk: after a restart without internet both are still served", async () => {
    const clock = { now: Date.now() };
    const first = service(clock);
    const { css } = await first.familyCss("Lobster", ["regular"]);
    await first.file("s/lobster/v1/400.woff2");
    // Let the background writes land.
    await new Promise((resolve) => setTimeout(resolve, 50));

    // A new service (a restart) on the same cache folder, with Google unreachable.
    const restarted = service(clock);
    await google.close();
    try {
      expect((await restarted.familyCss("Lobster", ["regular"])).css).toBe(css);
      expect((await restarted.file("s/lobster/v1/400.woff2")).contentType).toBe("font/woff2");
      // A day later the CSS is asked for again; unreachable, yesterday's copy is answered, marked stale.
      clock.now += cssTtlMs + 60_000;
      expect(await restarted.familyCss("Lobster", ["regular"])).toEqual({ css, stale: true });
      // What was never fetched fails.
      expect(await reason(restarted.familyCss("Lobster", ["700"]))).toBe("network");
    } finally {
      google = await new GoogleFontsStandIn({ Lobster: [400] }).start();
    }
  });

  it("gives up on a slow upstream at its deadline, and remembers the failure for a while", async () => {
    const clock = { now: Date.now() };
    google.delayMs = 2000;
    const fonts = service(clock, { cssBase: google.origin, filesBase: google.filesBase }, await mkdtemp(path.join(tmpdir(), "vitae-font-cache-")));
    let started = performance.now();
    expect(await reason(fonts.familyCss("Lobster", ["regular"]))).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(1500);
    const asked = google.count("/css");
    started = performance.now();
    expect(await reason(fonts.familyCss("Lobster", ["regular"]))).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(100);
    expect(google.count("/css")).toBe(asked);
    google.delayMs = 0;
    clock.now += failureTtlMs + 1;
    expect(await reason(fonts.familyCss("Lobster", ["regular"]))).toBe("resolved");
  });

  it("shares one upstream fetch between concurrent requests", async () => {
    const fonts = service({ now: Date.now() }, { cssBase: google.origin, filesBase: google.filesBase }, await mkdtemp(path.join(tmpdir(), "vitae-font-cache-")));
    google.delayMs = 100;
    const before = google.count("/css");
    await Promise.all(Array.from({ length: 5 }, () => fonts.familyCss("Lobster", ["regular", "italic"])));
    google.delayMs = 0;
    expect(google.count("/css") - before).toBe(1);
  });
});
