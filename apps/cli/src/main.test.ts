import { spawnSync } from "node:child_process";
import path from "node:path";
import { sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { runCli, useTempDir } from "./test/run-cli";

const temp = useTempDir();

describe("vitae validate", () => {
  it("accepts the sample resume, even with a byte-order mark", async () => {
    const target = await temp.file("sample.json", `\uFEFF${JSON.stringify(sampleResume)}`);
    expect(await runCli(["validate", target])).toEqual({ code: 0, stdout: `${target}: valid resume\n`, stderr: "" });
  });

  it("lists every problem with its path", async () => {
    const broken = structuredClone(sampleResume) as unknown as {
      basics: { email: string };
      sections: { skills: { columns: number } };
    };
    broken.basics.email = "not-an-email";
    broken.sections.skills.columns = 9;
    const result = await runCli(["validate", await temp.file("broken.json", JSON.stringify(broken))]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^basics\.email: /m);
    expect(result.stderr).toMatch(/^sections\.skills\.columns: /m);
  });

  it("says when the file is not JSON or cannot be read", async () => {
    expect((await runCli(["validate", await temp.file("bad.json", "{trunc")])).stderr).toBe("Failed to parse JSON\n");
    expect((await runCli(["validate", temp.path("missing.json")])).stderr).toBe("Failed to read the file: ENOENT\n");
  });

  it("refuses 100 000-deep nesting with a clear error", async () => {
    const result = await runCli(["validate", await temp.file("deep.json", "[".repeat(100_000))]);
    expect(result).toEqual({ code: 1, stdout: "", stderr: "The JSON is nested more than 64 levels deep.\n" });
  });

  it("explains its usage", async () => {
    expect((await runCli([])).code).toBe(2);
    const help = (await runCli(["--help"])).stdout;
    for (const command of ["validate <file>", "import <file> [--format", "export <file> --format json-resume|current", "render <resume.json> -o <out.pdf>"]) {
      expect(help).toContain(command);
    }
    const unknown = await runCli(["frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
    expect((await runCli(["validate"])).code).toBe(2);
  });

  it("runs as the installed `vitae` command", async () => {
    const target = await temp.file("ok.json", JSON.stringify(sampleResume));
    const bin = path.resolve(import.meta.dirname, "../../../node_modules/.bin/vitae");
    const result = spawnSync(bin, ["validate", target], { encoding: "utf8" });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${target}: valid resume\n`);
  }, 30_000);
});
