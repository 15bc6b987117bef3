import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isBuildFresh, outputPaths, stampPath, writeStamp } from "./build-state.mjs";

let base: string;
afterEach(() => rm(base, { recursive: true, force: true }));

async function tree() {
  base = await mkdtemp(path.join(tmpdir(), "vitae-build-"));
  const touch = async (file: string, when: Date) => {
    await mkdir(path.dirname(path.join(base, file)), { recursive: true });
    await writeFile(path.join(base, file), "x");
    await utimes(path.join(base, file), when, when);
  };
  return touch;
}

describe("isBuildFresh", () => {
  it("is false without a build", async () => {
    const touch = await tree();
    await touch("apps/server/src/main.ts", new Date(2020, 1, 1));
    expect(isBuildFresh(base)).toBe(false);
  });

  it("is true when the stamp is newer than every source, and false once a source changes", async () => {
    const touch = await tree();
    const old = new Date(2020, 1, 1);
    await touch("apps/server/src/main.ts", old);
    await touch("packages/schema/src/index.ts", old);
    for (const output of outputPaths) await touch(output, old);
    await mkdir(path.dirname(path.join(base, stampPath)), { recursive: true });
    writeStamp(base);
    // Directory mtimes count too; pin them to the past like the files.
    for (const dir of ["apps/server/src", "apps/server", "packages/schema/src", "packages/schema", "packages"]) {
      await utimes(path.join(base, dir), old, old);
    }
    expect(isBuildFresh(base)).toBe(true);

    await touch("packages/schema/src/index.ts", new Date(Date.now() + 60_000));
    expect(isBuildFresh(base)).toBe(false);
  });

  it("ignores node_modules inside source folders", async () => {
    const touch = await tree();
    const old = new Date(2020, 1, 1);
    for (const output of outputPaths) await touch(output, old);
    await touch("packages/schema/node_modules/x/index.js", new Date(Date.now() + 60_000));
    await utimes(path.join(base, "packages/schema"), old, old);
    await utimes(path.join(base, "packages"), old, old);
    writeStamp(base);
    expect(isBuildFresh(base)).toBe(true);
  });
});
