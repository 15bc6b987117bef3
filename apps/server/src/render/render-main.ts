/*
 * The printing half of `vitae render` (apps/cli): prints resumes to PDF (or PNG pages) through
 * the built artboard with one warm browser, without the app's database. The command line
 * starts it as `node dist/render.js` before it has read its input, and then writes one job a
 * line on stdin, `{"data": <resume>, "output": "out.pdf", "png": false}`, each resume already
 * checked; the end of stdin means no more jobs. Prints `printed {"output":…,"files":[…]}` per job
 * as it lands (the command line's progress), and exits 1 with the reason on stderr when a print
 * fails.
 *
 * Startup is what a single render waits for, so it runs in parallel: Chromium is launched as
 * soon as playwright-core is loaded, while the rest of the code loads, the app that serves the
 * artboard starts and the jobs arrive (the modules are imported dynamically so that the build
 * splits them and loads them in that order).
 */
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

/** One line of stdin. */
interface RenderJob {
  data: unknown;
  output: string;
  png?: boolean;
}

function parseJob(line: string): RenderJob {
  const job = JSON.parse(line) as Partial<RenderJob>;
  if (typeof job.output !== "string" || job.output === "") throw new Error("a job without an output file");
  return { data: job.data, output: job.output, png: job.png === true };
}

/** The files of a PNG job: out.png for the first page, out-2.png, out-3.png… for the next ones. */
function pngFiles(output: string, count: number): string[] {
  const base = output.replace(/\.(pdf|png)$/i, "");
  return Array.from({ length: count }, (_, index) => (index === 0 ? `${base}.png` : `${base}-${index + 1}.png`));
}

async function main(): Promise<number> {
  const { BrowserSession } = await import("../printer/browser-session");
  const { parseEnv } = await import("../env");
  const env = parseEnv({
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    DATA_DIR: os.tmpdir(),
    ...(process.env.CHROME_PATH ? { CHROME_PATH: process.env.CHROME_PATH } : {}),
  });
  const session = new BrowserSession({ executablePath: env.CHROME_PATH, launchTimeoutMs: 30_000 });
  // Launching takes the longest of the start; a failure is reported by the first print.
  session.get().catch(() => undefined);

  const jobs: RenderJob[] = [];
  const input = createInterface({ input: process.stdin, crlfDelay: Infinity });
  const allRead = (async () => {
    for await (const line of input) if (line.trim() !== "") jobs.push(parseJob(line));
  })();
  // Awaited below; a bad line must not end the process as an unhandled rejection meanwhile.
  allRead.catch(() => undefined);

  const [{ mkdtemp, rm, writeFile }, { resumeDataSchema }, { webDistDir }, { artboardStaticPaths }, { Printer }, { buildRenderApp }] = await Promise.all([
    import("node:fs/promises"),
    import("@vitae/schema"),
    import("../paths"),
    import("../printer/app-printer"),
    import("../printer/printer"),
    import("./render-app"),
  ]);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vitae-render-"));
  const app = await buildRenderApp({ ...env, DATA_DIR: dataDir }, webDistDir);
  let printer: InstanceType<typeof Printer> | undefined;
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("the artboard server has no port");
    await allRead;
    if (jobs.length === 0) {
      process.stderr.write("render.js: no job on stdin\n");
      return 2;
    }
    const started = new Printer({
      appOrigin: `http://127.0.0.1:${address.port}`,
      executablePath: env.CHROME_PATH,
      session,
      poolSize: Math.max(1, Math.min(jobs.length, os.availableParallelism())),
      queueLimit: jobs.length,
      timeoutMs: 60_000,
      staticPathPrefixes: artboardStaticPaths,
    });
    printer = started;
    await Promise.all(
      jobs.map(async ({ data, output, png }) => {
        const resume = resumeDataSchema.parse(data);
        let files: string[];
        if (png) {
          const images = await started.pageImages(resume);
          files = pngFiles(output, images.length);
          await Promise.all(images.map((image, index) => writeFile(files[index] as string, image)));
        } else {
          await writeFile(output, await started.printPdf(resume));
          files = [output];
        }
        process.stdout.write(`printed ${JSON.stringify({ output, files })}\n`);
      }),
    );
    return 0;
  } catch (error) {
    process.stderr.write(`${(error as Error).message.split("\n")[0]}\n`);
    return 1;
  } finally {
    await (printer ? printer.close() : session.close());
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
