import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type Io, main } from "../main";

/** Runs `vitae args…` in-process, collecting what it writes. */
export async function runCli(args: string[], run: (args: string[], io: Io) => Promise<number> = main) {
  let stdout = "";
  let stderr = "";
  const code = await run(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

/** A temporary folder for the test file's files, removed after its tests. */
export function useTempDir(): { file(name: string, content: string | Uint8Array): Promise<string>; path(name: string): string } {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitae-cli-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return {
    path: (name) => path.join(dir, name),
    async file(name, content) {
      const target = path.join(dir, name);
      await writeFile(target, content);
      return target;
    },
  };
}

/** A fixture of the importers package (packages/importers/src/__fixtures__). */
export const importerFixture = (name: string) =>
  path.resolve(import.meta.dirname, "../../../../packages/importers/src/__fixtures__", name);
