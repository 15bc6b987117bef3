/**
 * Security suite — hostile request bodies and uploads (with the bad inputs of the resume
 * API and the importers), at the API: oversized and deeply nested JSON, prototype
 * pollution, wrong types; uploads that are not images, scripts in SVG, polyglots, oversized
 * files and decompression bombs. Each is refused with a 4xx (never a 500), creates or stores
 * nothing, and leaves the server answering.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { createDeflate, deflateSync, gzipSync } from "node:zlib";
import { sampleResume } from "@vitae/schema";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResumeJson } from "../../src/test/test-resumes";
import { uploadMessages } from "../../src/storage/process-image";
import { chunk, imageOf, multipartBody } from "../../src/test/test-images";
import { createTestApp, type TestApp } from "../../src/test/test-app";
import { type CoveredBy, itIsCoveredBy } from "./coverage-index";
import { type Person, signedUpPerson } from "./suite-fixtures";

let testApp: TestApp;
let owner: Person;
let resume: ResumeJson;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedUpPerson(testApp.app);
  resume = (await owner.client.post("/api/resume", { title: "Target" })).json();
});
afterAll(() => testApp?.close());

const send = (method: "POST" | "PATCH", url: string, payload: string, contentType = "application/json") =>
  owner.client.request({ method, url, payload, headers: { "content-type": contentType } });

/** What the owner has: the list of resumes and the target's stored state. */
async function ownerState() {
  const list = (await owner.client.get("/api/resume")).json() as ResumeJson[];
  return list.map(({ id, version, title, data }) => ({ id, version, title, data })).sort((a, b) => a.id.localeCompare(b.id));
}

async function expectRefusedAndNothingChanged(send: () => Promise<{ statusCode: number; body: string }>, status: number | RegExp) {
  const before = await ownerState();
  const response = await send();
  if (typeof status === "number") expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  else expect(String(response.statusCode), response.body.slice(0, 300)).toMatch(status);
  expect(await ownerState()).toEqual(before);
  // Still answering, and the global prototype untouched.
  expect((await owner.client.get("/api/health")).statusCode).toBeLessThan(500);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  return response;
}

describe("JSON bodies", () => {
  it("over the 4 MB limit are refused with 413 before parsing, on PATCH and import", async () => {
    const big = JSON.stringify({ data: { ...sampleResume, metadata: { ...sampleResume.metadata, notes: "x".repeat(5 * 1024 * 1024) } } });
    await expectRefusedAndNothingChanged(() => send("POST", "/api/resume/import", big), 413);
    const patch = JSON.stringify({ version: resume.version, data: JSON.parse(big).data });
    await expectRefusedAndNothingChanged(() => send("PATCH", `/api/resume/${resume.id}`, patch), 413);
  });

  it("nested 100 000 levels deep are refused with 400", async () => {
    const depth = 100_000;
    for (const [open, close] of [
      ["[", "]"],
      ['{"a":', "}"],
    ]) {
      const nested = `${open?.repeat(depth)}1${close?.repeat(depth)}`;
      for (const body of [`{"data":${nested}}`, `{"data":{"basics":${nested}}}`, nested]) {
        if (body.length > 4 * 1024 * 1024) continue;
        const started = performance.now();
        await expectRefusedAndNothingChanged(() => send("POST", "/api/resume/import", body), /^4\d\d$/);
        expect(performance.now() - started).toBeLessThan(5000);
      }
    }
  });

  it.each([
    ["at the top", '{"__proto__":{"polluted":true},"data":DATA}'],
    ["inside the data", '{"data":{"__proto__":{"polluted":true},"basics":BASICS}}'],
    ["as a custom section", '{"data":DATA_WITH_PROTO_SECTION}'],
    ["through constructor.prototype", '{"constructor":{"prototype":{"polluted":true}},"data":DATA}'],
  ])("with __proto__ %s are refused and pollute nothing", async (_label, template) => {
    const data = JSON.stringify(sampleResume);
    const withProtoSection = data.replace('"custom":{', '"custom":{"__proto__":{"polluted":true},');
    const body = template
      .replace("DATA_WITH_PROTO_SECTION", withProtoSection)
      .replace("DATA", data)
      .replace("BASICS", JSON.stringify(sampleResume.basics));
    await expectRefusedAndNothingChanged(() => send("POST", "/api/resume/import", body), 400);
    const patch = body.replace("{", `{"version":${resume.version},`);
    await expectRefusedAndNothingChanged(() => send("PATCH", `/api/resume/${resume.id}`, patch), 400);
  });

  it.each([
    ["data as a string", { data: "{}" }],
    ["data as null", { data: null }],
    ["no data", {}],
    ["basics as an array", { data: { ...sampleResume, basics: [] } }],
    ["a level as a string", { data: { ...sampleResume, sections: { ...sampleResume.sections, skills: { ...sampleResume.sections.skills, items: [{ ...sampleResume.sections.skills.items[0], level: "5" }] } } } }],
    ["a level out of range", { data: { ...sampleResume, sections: { ...sampleResume.sections, skills: { ...sampleResume.sections.skills, items: [{ ...sampleResume.sections.skills.items[0], level: 99 }] } } } }],
    ["columns out of range", { data: { ...sampleResume, sections: { ...sampleResume.sections, skills: { ...sampleResume.sections.skills, columns: 9 } } } }],
    ["items as an object", { data: { ...sampleResume, sections: { ...sampleResume.sections, skills: { ...sampleResume.sections.skills, items: {} } } } }],
    ["a title as a number", { data: sampleResume, title: 42 }],
    ["a layout that is not nested arrays", { data: { ...sampleResume, metadata: { ...sampleResume.metadata, layout: "summary" } } }],
  ])("of the wrong types are refused with 400 and paths: %s", async (_label, body) => {
    const response = await expectRefusedAndNothingChanged(() => owner.client.post("/api/resume/import", body), 400);
    expect(JSON.parse(response.body)).toMatchObject({ code: "ValidationError", issues: expect.any(Array) });
    // Without data a PATCH has nothing to validate (and changes nothing).
    if (!("data" in body)) return;
    const patched = await expectRefusedAndNothingChanged(
      () => owner.client.patch(`/api/resume/${resume.id}`, { ...body, version: resume.version }),
      400,
    );
    expect(JSON.parse(patched.body).code).toBe("ValidationError");
  });

  it("that is truncated, HTML, or JSON in a form encoding, is refused", async () => {
    const importing = (payload: string, contentType?: string) => () => send("POST", "/api/resume/import", payload, contentType);
    const html = "<!doctype html><script>alert(1)</script>";
    const data = JSON.stringify({ data: sampleResume });
    await expectRefusedAndNothingChanged(importing(data.slice(0, 500)), 400);
    await expectRefusedAndNothingChanged(importing(html), 400);
    await expectRefusedAndNothingChanged(importing(html, "text/html"), 415);
    await expectRefusedAndNothingChanged(importing(data, "text/plain"), 400);
    await expectRefusedAndNothingChanged(importing("data=%7B%7D", "application/x-www-form-urlencoded"), 415);
  });
});


const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A decompression bomb: a greyscale PNG of `width`×`height` whose every pixel is really
 * there (black), deflated to about a thousandth of its size while it is generated.
 */
async function pngBomb(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  const rowsPerWrite = Math.max(1, Math.floor(4_000_000 / (width + 1)));
  const rows = Buffer.alloc((width + 1) * rowsPerWrite); // filter byte 0, then black pixels
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  for (let written = 0; written < height; written += rowsPerWrite) {
    const count = Math.min(rowsPerWrite, height - written);
    if (!deflate.write(rows.subarray(0, (width + 1) * count))) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([pngSignature, chunk("IHDR", header), chunk("IDAT", Buffer.concat(parts)), chunk("IEND", Buffer.alloc(0))]);
}

/** A real PNG with markup in a compressed text chunk, where no byte pattern can see it. */
async function pngWithCompressedScript(): Promise<Buffer> {
  const png = await imageOf("png", 16, 16);
  const text = Buffer.concat([Buffer.from("Comment\0\0", "latin1"), deflateSync("<html><body><script>alert(document.cookie)</script></body></html>")]);
  // After the IHDR chunk (8-byte signature + 25 bytes).
  return Buffer.concat([png.subarray(0, 33), chunk("zTXt", text), png.subarray(33)]);
}

/** A real JPEG whose frame header (SOF) claims `width`×`height`. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await imageOf("jpeg", 16, 16));
  for (let at = 2; at < jpeg.length - 9; ) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return jpeg;
    }
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error("no SOF marker in the test JPEG");
}

function upload(data: Buffer | string, filename = "me.png", contentType = "image/png") {
  const { payload, headers } = multipartBody([{ name: "file", filename, contentType, data }]);
  return owner.client.request({ method: "PUT", url: "/api/storage/image", payload, headers });
}

/** Files stored for the owner (local storage under DATA_DIR). */
async function storedFiles(): Promise<string[]> {
  const root = path.join(testApp.env.DATA_DIR, "storage", owner.user.id);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe("uploads", () => {
  it.each([
    ["a PNG bomb of 10000×10000 real pixels (100 megapixels in a few dozen KB)", () => pngBomb(10_000, 10_000), uploadMessages.tooManyPixels(10_000, 10_000)],
    ["a JPEG whose header claims 65000×65000", () => jpegClaiming(65_000, 65_000), uploadMessages.tooManyPixels(65_000, 65_000)],
    ["an SVG behind a byte-order mark and blank lines", async () => Buffer.from("\uFEFF\n\n  <svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"), uploadMessages.svg],
    ["a gzipped SVG (.svgz)", async () => gzipSync("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), /^(SVG images are not accepted|The file is not an image)/],
    ["an HTML page behind a PNG signature", async () => Buffer.concat([pngSignature, Buffer.from("<html><script>alert(1)</script></html>")]), uploadMessages.notImage],
  ])("refuse %s with 400, storing nothing", async (_label, file, message) => {
    const started = performance.now();
    const response = await upload(await file());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe("ValidationError");
    expect(response.json().message).toMatch(message);
    expect(await storedFiles()).toEqual([]);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("decode a bomb just under the pixel limit within bounds, storing a WebP no larger than 2048×2048", async () => {
    const response = await upload(await pngBomb(7000, 7000));
    expect(response.statusCode, response.body).toBe(200);
    const stored = await owner.client.get(new URL(response.json().data, "http://x").pathname);
    const { width, height, format } = await sharp(stored.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: "webp", width: 2048, height: 2048 });
  }, 30_000);

  it("never store markup hidden where no byte pattern sees it: the picture is re-encoded without its chunks", async () => {
    const response = await upload(await pngWithCompressedScript());
    expect(response.statusCode, response.body).toBe(200);
    const stored = await owner.client.get(new URL(response.json().data, "http://x").pathname);
    expect(stored.headers["content-type"]).toBe("image/webp");
    expect(stored.headers["x-content-type-options"]).toBe("nosniff");
    expect(stored.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
    for (const file of await storedFiles()) {
      const bytes = await readFile(file);
      expect(bytes.includes("zTXt")).toBe(false);
      expect(bytes.includes("Comment")).toBe(false);
    }
  });

  // The resumes issue's bad uploads, already tested at the API with the storage (local and S3).
  const resumesIssueUploads: CoveredBy[] = [
    { item: "a non-image", file: "apps/server/src/storage/upload.test.ts", test: "text", asserts: ["just some words, not a picture", "The file is not an image"] },
    { item: "an HTML file named .png", file: "apps/server/src/storage/upload.test.ts", test: "an HTML file named .png", asserts: ["The file is HTML or XML"] },
    { item: "an SVG with a script", file: "apps/server/src/storage/upload.test.ts", test: "an SVG with a script", asserts: ["<script>", "SVG images are not accepted"] },
    { item: "a polyglot", file: "apps/server/src/storage/upload.test.ts", test: "a JPEG that is also an HTML page", asserts: ["jpegHtmlPolyglot", "holds HTML or script"] },
    { item: "a 20 MB file", file: "apps/server/src/storage/upload.test.ts", test: "a 20 MB file with 413", asserts: ["413", "storedKeys"] },
    { item: "a 20000×20000 PNG", file: "apps/server/src/storage/upload.test.ts", test: "a 20000×20000 PNG", asserts: ["pngClaiming(20_000, 20_000)"] },
  ];
  describe("covered by the storage tests", () => itIsCoveredBy(resumesIssueUploads));
});
