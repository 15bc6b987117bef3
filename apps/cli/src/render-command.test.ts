import { readFile } from "node:fs/promises";
import { type ResumeData, sampleResume } from "@vitae/schema";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { type BuildPaths, defaultBuild, missingBuild } from "./built-app-server";
import { type RenderDeps, renderCommand } from "./render-command";
import { runCli, useTempDir } from "./test/run-cli";

const temp = useTempDir();
const fakePdf = new TextEncoder().encode("%PDF-1.4 stand-in");

/** renderCommand with a stand-in printer that records what it was given. */
function standIn(build: BuildPaths = { serverEntry: import.meta.filename, artboard: import.meta.filename }) {
  const printed: ResumeData[] = [];
  const deps: RenderDeps = {
    build,
    print: async (data) => {
      printed.push(data);
      return fakePdf;
    },
  };
  return { printed, run: (args: string[]) => runCli(args, (argv, io) => renderCommand(argv, io, deps)) };
}

async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({ data: pdf, useSystemFonts: true, disableFontFace: true }).promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    return texts.join("\n");
  } finally {
    await document.destroy();
  }
}

describe("vitae render: arguments", () => {
  it("writes the printed PDF to -o, with --template applied", async () => {
    const { printed, run } = standIn();
    const input = await temp.file("resume.json", JSON.stringify(sampleResume));
    const output = temp.path("out.pdf");
    expect(await run([input, "-o", output, "--template", "onyx"])).toEqual({ code: 0, stdout: `${output}: PDF written\n`, stderr: "" });
    expect(printed[0]?.metadata.template).toBe("onyx");
    expect(printed[0]?.basics).toEqual(sampleResume.basics);
    expect(new Uint8Array(await readFile(output))).toEqual(fakePdf);
  });

  it("keeps the resume's own template without --template", async () => {
    const { printed, run } = standIn();
    const input = await temp.file("own.json", JSON.stringify(sampleResume));
    expect((await run([input, "--output", temp.path("own.pdf")])).code).toBe(0);
    expect(printed[0]?.metadata.template).toBe(sampleResume.metadata.template);
  });

  it("explains its usage and refuses unknown templates", async () => {
    const { printed, run } = standIn();
    const input = await temp.file("usage.json", JSON.stringify(sampleResume));
    for (const args of [[], [input], ["-o", "x.pdf"], [input, "-o"], [input, "extra", "-o", "x.pdf"], [input, "-o", "x.pdf", "--color"]]) {
      const result = await run(args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toContain("Usage: vitae render <resume.json> -o <out.pdf> [--template azurill|");
    }
    const unknown = await run([input, "-o", "x.pdf", "--template", "charizard"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown template "charizard"');
    expect(printed).toEqual([]);
  });

  it("refuses a file that is not a valid resume, printing nothing", async () => {
    const { printed, run } = standIn();
    const broken = await temp.file("broken.json", JSON.stringify({ ...sampleResume, basics: { ...sampleResume.basics, email: "nope" } }));
    const result = await run([broken, "-o", temp.path("never.pdf")]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^basics\.email: /);
    expect((await run([temp.path("missing.json"), "-o", "x.pdf"])).stderr).toBe("Failed to read the file: ENOENT\n");
    expect(printed).toEqual([]);
  });

  it("says how to fix a missing build", async () => {
    const build = { serverEntry: temp.path("dist/main.js"), artboard: temp.path("web/artboard.html") };
    const { printed, run } = standIn(build);
    const input = await temp.file("nobuild.json", JSON.stringify(sampleResume));
    const result = await run([input, "-o", temp.path("nobuild.pdf")]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${missingBuild(build)}\n`);
    expect(result.stderr).toContain("run `npm run build` first");
    expect(printed).toEqual([]);
  });

  it("reports a failed print", async () => {
    const input = await temp.file("fails.json", JSON.stringify(sampleResume));
    const deps: RenderDeps = {
      build: { serverEntry: import.meta.filename, artboard: import.meta.filename },
      print: () => Promise.reject(new Error("Printing failed (500): The printer went away")),
    };
    const result = await runCli([input, "-o", temp.path("fails.pdf")], (argv, io) => renderCommand(argv, io, deps));
    expect(result).toEqual({ code: 1, stdout: "", stderr: "vitae render: Printing failed (500): The printer went away\n" });
  });
});

describe("vitae render: the real printer", () => {
  it("the build is there (run `npm run build` otherwise)", () => {
    expect(missingBuild(defaultBuild)).toBeUndefined();
  });

  it(
    "prints a PDF holding the resume's text with the server's templates",
    async () => {
      const missing = missingBuild(defaultBuild);
      if (missing) throw new Error(missing);
      const input = await temp.file("real.json", JSON.stringify(sampleResume));
      const output = temp.path("real.pdf");
      const result = await runCli(["render", input, "-o", output, "--template", "glalie"]);
      expect(result).toEqual({ code: 0, stdout: `${output}: PDF written\n`, stderr: "" });
      const pdf = new Uint8Array(await readFile(output));
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
      const text = await pdfText(pdf);
      expect(text).toContain(sampleResume.basics.name);
      expect(text).toContain(sampleResume.sections.experience.items[0]?.company ?? "");
    },
    240_000,
  );
});
