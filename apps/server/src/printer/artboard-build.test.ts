import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sampleResume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ResumePrints } from "../resume/print-service";
import { LocalStorage } from "../storage/local-storage";
import type { ResumePrinter } from "./app-printer";
import { artboardBuildHash } from "./artboard-build";

/** artboard.html as Vite writes it: the entry's hashed script and stylesheet. */
const artboardHtml = (script: string, style: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="/assets/${script}"></script>` +
  `<link rel="stylesheet" crossorigin href="/assets/${style}"></head><body><div id="root"></div></body></html>`;

let root: string;

/** A web build folder holding this artboard.html (none when null). */
async function webBuild(name: string, html: string | null): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(dir);
  if (html !== null) await writeFile(path.join(dir, "artboard.html"), html);
  return dir;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "vitae-artboard-build-"));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("artboardBuildHash", () => {
  it("changes when the build names other artboard assets, and only then", async () => {
    const first = artboardBuildHash(await webBuild("a", artboardHtml("artboard-Bx1.js", "artboard-Cc2.css")));
    const same = artboardBuildHash(await webBuild("b", artboardHtml("artboard-Bx1.js", "artboard-Cc2.css")));
    const newScript = artboardBuildHash(await webBuild("c", artboardHtml("artboard-Zz9.js", "artboard-Cc2.css")));
    const newStyle = artboardBuildHash(await webBuild("d", artboardHtml("artboard-Bx1.js", "artboard-Dd3.css")));
    expect(same).toBe(first);
    expect(new Set([first, newScript, newStyle]).size).toBe(3);
  });

  it("is 'no-build' without a web build", async () => {
    expect(artboardBuildHash(await webBuild("empty", null))).toBe("no-build");
  });
});

describe("print keys", () => {
  it("are new after a new artboard build, so a stored print of the old build is not served", async () => {
    const storage = new LocalStorage(path.join(root, "storage"));
    let prints = 0;
    const printer: ResumePrinter = {
      printPdf: async () => ((prints += 1), Buffer.from(`%PDF-1.4\n% print ${prints}\n%%EOF\n`)),
      previewImage: async () => Buffer.from([0xff, 0xd8, 0xff]),
      status: () => ({ status: "up", detail: "counting" }),
      close: async () => undefined,
    };
    const printsOf = async (build: string) =>
      new ResumePrints({
        storage,
        printer: () => printer,
        log: { warn: () => undefined },
        artboardBuild: artboardBuildHash(await webBuild(build, artboardHtml(`artboard-${build}.js`, "artboard.css"))),
      });
    const resume = { id: "r1", userId: "u1", data: sampleResume };

    const before = await printsOf("old");
    const oldHash = await before.ensure("pdf", resume, "en-US");
    expect(await before.ensure("pdf", resume, "en-US")).toBe(oldHash);
    expect(prints).toBe(1);

    const after = await printsOf("new");
    expect(after.hashOf(resume.data, "en-US")).not.toBe(oldHash);
    await after.ensure("pdf", resume, "en-US");
    expect(prints).toBe(2);
  });
});
