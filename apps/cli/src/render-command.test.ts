import { readFile, readdir, writeFile } from "node:fs/promises";
import { type ResumeData, pageSizes, sampleResume } from "@vitae/schema";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { type BuildPaths, type PrintJob, defaultBuild, missingBuild } from "./built-printer";
import { type RenderDeps, renderCommand } from "./render-command";
import { runCli, useTempDir } from "./test/run-cli";

const temp = useTempDir();
const fakePdf = new TextEncoder().encode("%PDF-1.4 stand-in");

/** renderCommand with a stand-in printer that records what it was given. */
function standIn(build: BuildPaths = { renderEntry: import.meta.filename, artboard: import.meta.filename }) {
  const printed: ResumeData[] = [];
  const deps: RenderDeps = {
    build,
    start: (_build, onPrinted) => {
      const jobs: PrintJob[] = [];
      return {
        print: (job) => void jobs.push(job),
        async finish() {
          for (const job of jobs) {
            printed.push(job.data);
            await writeFile(job.output, fakePdf);
            onPrinted({ output: job.output, files: [job.output] });
          }
        },
        cancel: async () => undefined,
      };
    },
  };
  return { printed, run: (args: string[]) => runCli(args, (argv, io) => renderCommand(argv, io, deps)) };
}

/** Page order of out.png, out-2.png, out-10.png… */
function byPage(a: string, b: string): number {
  const page = (file: string) => Number(/-(\d+)\.png$/.exec(file)?.[1] ?? 1);
  return page(a) - page(b);
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
    for (const args of [[], [input], ["-o", "x.pdf"], [input, "-o"], [input, "-o", "x.pdf", "--color"]]) {
      const result = await run(args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toContain("Usage: vitae render <resume.json> -o <out.pdf> [--template azurill|");
    }
    const unknown = await run([input, "-o", "x.pdf", "--template", "charizard"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown template "charizard"');
    const paper = await run([input, "-o", "x.pdf", "--format", "legal"]);
    expect(paper.code).toBe(2);
    expect(paper.stderr).toContain('unknown format "legal"');
    expect(printed).toEqual([]);
  });

  it("applies --format", async () => {
    const { printed, run } = standIn();
    const input = await temp.file("letter.json", JSON.stringify(sampleResume));
    expect((await run([input, "-o", temp.path("letter.pdf"), "--format", "letter"])).code).toBe(0);
    expect(printed[0]?.metadata.page.format).toBe("letter");
  });

  it("prints several resumes into a folder, one PDF each named after its file, with progress", async () => {
    const { printed, run } = standIn();
    const first = await temp.file("ada.json", JSON.stringify({ ...sampleResume, basics: { ...sampleResume.basics, name: "Ada" } }));
    const second = await temp.file("grace.json", JSON.stringify({ ...sampleResume, basics: { ...sampleResume.basics, name: "Grace" } }));
    const folder = temp.path("batch");
    const result = await run([first, second, "-o", folder]);
    expect(result).toEqual({
      code: 0,
      stdout: `[1/2] ${folder}/ada.pdf: PDF written\n[2/2] ${folder}/grace.pdf: PDF written\n`,
      stderr: "",
    });
    expect(printed.map((data) => data.basics.name)).toEqual(["Ada", "Grace"]);
    expect((await readdir(folder)).sort()).toEqual(["ada.pdf", "grace.pdf"]);
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
    const build = { renderEntry: temp.path("dist/render.js"), artboard: temp.path("web/artboard.html") };
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
      build: { renderEntry: import.meta.filename, artboard: import.meta.filename },
      start: () => ({
        print: () => undefined,
        finish: () => Promise.reject(new Error("Printing failed (500): The printer went away")),
        cancel: async () => undefined,
      }),
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

  it(
    "prints a batch into a folder through one browser, with progress, in the chosen format, described",
    async () => {
      const first = await temp.file("one.json", JSON.stringify(sampleResume));
      const other = structuredClone(sampleResume);
      other.basics.name = "Grace Batch";
      const second = await temp.file("two.json", JSON.stringify(other));
      const folder = temp.path("real-batch");
      const result = await runCli(["render", first, second, "-o", `${folder}/`, "--format", "letter"]);
      expect(result.code, result.stderr).toBe(0);
      const lines = result.stdout.split("\n").filter(Boolean);
      expect(lines).toHaveLength(2);
      lines.forEach((line, index) => expect(line).toMatch(new RegExp(`^\\[${index + 1}/2\\] .*(one|two)\\.pdf: PDF written$`)));
      expect(await pdfText(new Uint8Array(await readFile(`${folder}/two.pdf`)))).toContain("Grace Batch");
      const document = await getDocument({ data: new Uint8Array(await readFile(`${folder}/one.pdf`)), useSystemFonts: true, disableFontFace: true }).promise;
      try {
        const { width, height } = (await document.getPage(1)).getViewport({ scale: 1 });
        expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);
        const { info } = (await document.getMetadata()) as { info: { Title?: string } };
        expect(info.Title).toBe(`${sampleResume.basics.name} – ${sampleResume.basics.headline}`);
      } finally {
        await document.destroy();
      }
    },
    240_000,
  );

  it(
    "writes a PNG of every page with --png, at the page's size in CSS pixels",
    async () => {
      const input = await temp.file("pictures.json", JSON.stringify(sampleResume));
      const output = temp.path("pictures.pdf");
      const result = await runCli(["render", input, "-o", output, "--png"]);
      expect(result.code, result.stderr).toBe(0);
      const files = (await readdir(temp.path(""))).filter((name) => /^pictures(-\d+)?\.png$/.test(name));
      // The sample fills more than one page: pictures.png, pictures-2.png, …
      expect(files).toContain("pictures.png");
      expect(files).toContain("pictures-2.png");
      expect(result.stdout).toBe(`${files.map((name) => temp.path(name)).sort(byPage).join(", ")}: ${files.length} PNG pages written\n`);
      for (const name of files) {
        const png = await readFile(temp.path(name));
        expect(png.subarray(1, 4).toString()).toBe("PNG");
        // The IHDR chunk: width and height, big-endian, at bytes 16 and 20; an A4 page at 96 CSS
        // pixels an inch is 793.7 × 1122.5 CSS pixels. A page that does not start on a whole
        // pixel covers one pixel more when its box is rounded out to whole pixels.
        const pixels = (mm: number) => Math.ceil((mm / 25.4) * 96);
        for (const [size, mm] of [
          [png.readUInt32BE(16), pageSizes.a4.width],
          [png.readUInt32BE(20), pageSizes.a4.height],
        ] as const) {
          expect(size).toBeGreaterThanOrEqual(pixels(mm));
          expect(size).toBeLessThanOrEqual(pixels(mm) + 1);
        }
      }
    },
    240_000,
  );
});
