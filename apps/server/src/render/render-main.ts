/*
 * The printing half of `vitae render` (apps/cli): prints resume files to PDF through the
 * built artboard with one warm browser, without the app's database. Run by the command
 * line as `node dist/render.js IN.json=OUT.pdf …`; each IN is a resume in our format, already
 * checked by the command line. Prints "printed OUT" per file as it lands (the command
 * line's progress), and exits 1 with the reason on stderr when a print fails.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { resumeDataSchema } from "@vitae/schema";
import { parseEnv } from "../env";
import { webDistDir } from "../paths";
import { artboardStaticPaths } from "../printer/app-printer";
import { Printer } from "../printer/printer";
import { buildRenderApp } from "./render-app";

async function main(pairs: string[]): Promise<number> {
  const jobs = pairs.map((pair) => {
    const at = pair.lastIndexOf("=");
    return { input: pair.slice(0, at), output: pair.slice(at + 1) };
  });
  if (jobs.length === 0 || jobs.some((job) => !job.input || !job.output)) {
    process.stderr.write("usage: render.js IN.json=OUT.pdf …\n");
    return 2;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vitae-render-"));
  const env = parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    ...(process.env.CHROME_PATH ? { CHROME_PATH: process.env.CHROME_PATH } : {}),
  });
  const app = await buildRenderApp(env, webDistDir);
  let printer: Printer | undefined;
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    printer = new Printer({
      appOrigin: `http://127.0.0.1:${port}`,
      executablePath: env.CHROME_PATH,
      poolSize: Math.max(1, Math.min(jobs.length, os.availableParallelism())),
      queueLimit: jobs.length,
      timeoutMs: 60_000,
      staticPathPrefixes: artboardStaticPaths,
    });
    const started = printer;
    await Promise.all(
      jobs.map(async ({ input, output }) => {
        const data = resumeDataSchema.parse(JSON.parse(await readFile(input, "utf8")));
        await writeFile(output, await started.printPdf(data));
        process.stdout.write(`printed ${output}\n`);
      }),
    );
    return 0;
  } catch (error) {
    process.stderr.write(`${(error as Error).message.split("\n")[0]}\n`);
    return 1;
  } finally {
    await printer?.close();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main(process.argv.slice(2));
