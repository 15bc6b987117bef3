import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sampleResume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "./main";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "vitae-cli-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function runCli(args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await main(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

async function file(name: string, content: string) {
  const target = path.join(dir, name);
  await writeFile(target, content);
  return target;
}

describe("vitae validate", () => {
  it("accepts the sample resume, even with a byte-order mark", async () => {
    const target = await file("sample.json", `\uFEFF${JSON.stringify(sampleResume)}`);
    expect(await runCli(["validate", target])).toEqual({ code: 0, stdout: `${target}: valid resume\n`, stderr: "" });
  });

  it("lists every problem with its path", async () => {
    const broken = structuredClone(sampleResume) as unknown as {
      basics: { email: string };
      sections: { skills: { columns: number } };
    };
    broken.basics.email = "not-an-email";
    broken.sections.skills.columns = 9;
    const result = await runCli(["validate", await file("broken.json", JSON.stringify(broken))]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^basics\.email: /m);
    expect(result.stderr).toMatch(/^sections\.skills\.columns: /m);
  });

  it("says when the file is not JSON or cannot be read", async () => {
    expect((await runCli(["validate", await file("bad.json", "{trunc")])).stderr).toBe("Failed to parse JSON\n");
    expect((await runCli(["validate", path.join(dir, "missing.json")])).stderr).toBe("Failed to read the file: ENOENT\n");
  });

  it("explains its usage", async () => {
    expect((await runCli([])).code).toBe(2);
    expect((await runCli(["--help"])).stdout).toContain("validate <file>");
    const unknown = await runCli(["frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
  });

  it("runs as the installed `vitae` command", async () => {
    const target = await file("ok.json", JSON.stringify(sampleResume));
    const bin = path.resolve(import.meta.dirname, "../../../node_modules/.bin/vitae");
    const result = spawnSync(bin, ["validate", target], { encoding: "utf8" });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${target}: valid resume\n`);
  }, 30_000);
});
