// The JavaScript each page ships, gzipped, summed over every script it loads cold until idle
// (lib/page-js.ts), its artboard frame included, medians of BENCH_LOADS (5) loads of the real
// built app in Chromium. Budgets: the landing page, the first page people see, <= 150 KiB
// (and how fast it shows); the public resume page <= 100 KiB; the builder, with a signed-up
// user, <= 400 KiB. Aim below them with room to spare, so a small feature does not tip a page
// over; docs/architecture.md says what each page loads when.
//
// The contributors upstream points at a closed port, as when a server runs offline, so
// nothing here depends on the internet. BENCH_VERBOSE=1 lists each page's scripts.
import type { Page } from "playwright-core";
import { artboardRendered, cookiesOf, launchChromium, loadPage, medianLoads } from "./lib/page-js";
import { freePort, requireBuild, signUp, startServer } from "./lib/server";
import { verdict } from "./lib/stats";

requireBuild();
const loads = Number(process.env.BENCH_LOADS ?? 5);
const line = (name: string, value: number, unit: string) => `${name.padEnd(40)} ${value.toFixed(1).padStart(9)} ${unit}`;

const server = await startServer({
  env: { CONTRIBUTORS_GITHUB_URL: `http://127.0.0.1:${await freePort()}/contributors` },
});
const browser = await launchChromium();
try {
  const hero = (page: Page) => page.getByRole("heading", { level: 1 }).waitFor();
  const landing = await medianLoads(loads, () => loadPage(browser, `${server.url}/`, { ready: hero }));
  console.log(`Landing page / (${loads} cold loads, 1280x800, medians; JS until the page is idle, no scrolling)`);
  console.log(verdict("landing JS gzip", landing.jsKiB, "KiB", 150));
  console.log(line("landing scripts loaded", landing.scripts, ""));
  console.log(line("landing navigation to load event", landing.loadMs, "ms"));
  console.log(line("landing largest contentful paint", landing.lcpMs, "ms"));
  if (process.env.BENCH_VERBOSE === "1") {
    for (const script of landing.lastScripts) console.log(`    ${(script.gzip / 1024).toFixed(1).padStart(7)} KiB ${new URL(script.url).pathname}`);
  }

  // What lies below the counters loads once the visitor scrolls, the sample templates when
  // they come near: the page with all of it, for information.
  const scrolled = await medianLoads(loads, () =>
    loadPage(browser, `${server.url}/`, {
      ready: async (page) => {
        await hero(page);
        await page.mouse.wheel(0, 800);
        await page.locator("#templates").scrollIntoViewIfNeeded();
        await page.locator("[data-template-thumbnail] .vitae-page").first().waitFor({ timeout: 15_000 });
      },
    }),
  );
  console.log(line("landing JS gzip after scrolling (info)", scrolled.jsKiB, "KiB"));

  const headers = await signUp(server.url);
  const created = await fetch(`${server.url}/api/resume`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title: "Landing bench", visibility: "public", sample: true }),
  });
  if (created.status !== 201) throw new Error(`POST /api/resume answered ${created.status}: ${await created.text()}`);
  const resume = (await created.json()) as { id: string; slug: string };
  for (const [name, url, budget, cookies] of [
    ["public page JS gzip", `${server.url}/bench/${resume.slug}`, 100, {}],
    ["builder JS gzip", `${server.url}/builder/${resume.id}`, 400, cookiesOf(headers)],
  ] as const) {
    const figures = await medianLoads(loads, () => loadPage(browser, url, { cookies, ready: artboardRendered }));
    console.log(verdict(`${name} (page and frame)`, figures.jsKiB, "KiB", budget));
    console.log(line("  of which the artboard frame", figures.frameKiB, "KiB"));
    if (process.env.BENCH_VERBOSE === "1") {
      for (const script of figures.lastScripts) {
        console.log(`    ${(script.gzip / 1024).toFixed(1).padStart(7)} KiB ${new URL(script.url).pathname}${script.framed ? " (frame)" : ""}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
