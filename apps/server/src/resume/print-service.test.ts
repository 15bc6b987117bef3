import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { sampleResume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResumePrinter } from "../printer/app-printer";
import { LocalStorage } from "../storage/local-storage";
import { ResumePrints, printKey } from "./print-service";

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "vitae-print-service-"));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Local storage that counts its reads. */
class CountingStorage extends LocalStorage {
  reads = 0;
  override get(key: string) {
    this.reads++;
    return super.get(key);
  }
}

const printer: ResumePrinter = {
  printPdf: async (data) => Buffer.from(`%PDF-1.4\n% ${data.basics.headline}\n%%EOF\n`),
  previewImage: async () => Buffer.from([0xff, 0xd8, 0xff]),
  status: () => ({ status: "up", detail: "stand-in" }),
  close: async () => undefined,
};

const printsOver = (storage: LocalStorage) => new ResumePrints({ storage, printer: () => printer, log: { warn: () => undefined }, artboardBuild: "test" });

describe("ResumePrints.file", () => {
  it("answers the print it has just made from memory, and a print made by another instance from storage", async () => {
    const storage = new CountingStorage(path.join(root, "storage"));
    const here = printsOver(storage);
    const resume = { id: "r1", userId: "u1", data: { ...sampleResume, basics: { ...sampleResume.basics, headline: "Made here" } } };
    const hash = await here.ensure("pdf", resume, "en-US");
    const readsAfterPrinting = storage.reads;

    const made = await here.file(resume, "pdf", hash);
    expect(storage.reads).toBe(readsAfterPrinting);
    const bytes = made?.body;
    if (!Buffer.isBuffer(bytes)) throw new Error("the print just made is not answered from memory");
    expect(bytes.toString()).toContain("% Made here");
    expect(made).toMatchObject({ contentType: "application/pdf", size: bytes.length });
    // Stored all the same: another instance serves it from storage.
    const elsewhere = await printsOver(storage).file(resume, "pdf", hash);
    expect(storage.reads).toBe(readsAfterPrinting + 1);
    expect(elsewhere && !Buffer.isBuffer(elsewhere.body) && (await buffer(elsewhere.body)).toString()).toContain("% Made here");
    expect((await storage.get(printKey("u1", "r1", "pdf", hash)))?.size).toBe(made?.size);
  });

  it("asked again for a print it has just made, answers without reading storage", async () => {
    const storage = new CountingStorage(path.join(root, "again"));
    const prints = printsOver(storage);
    const resume = { id: "r3", userId: "u1", data: sampleResume };
    const hash = await prints.ensure("pdf", resume, "en-US");
    const reads = storage.reads;
    expect(await prints.ensure("pdf", resume, "en-US")).toBe(hash);
    expect(await prints.renderAhead(resume, "en-US")).toBe(true);
    expect(storage.reads).toBe(reads);
  });

  it("prints a resume rendered ahead without looking for it in storage again, and any other after looking", async () => {
    const storage = new CountingStorage(path.join(root, "ahead"));
    const held = new Set<string>();
    const printed: string[] = [];
    const renderingPrinter: ResumePrinter = {
      ...printer,
      printPdf: async (data, options) => {
        printed.push(data.basics.headline);
        if (options?.renderKey) held.delete(options.renderKey);
        return printer.printPdf(data, options);
      },
      renderAhead: async (_data, { renderKey }) => {
        held.add(renderKey);
        return true;
      },
      holdsRendered: (renderKey) => held.has(renderKey),
    };
    const prints = new ResumePrints({ storage, printer: () => renderingPrinter, log: { warn: () => undefined }, artboardBuild: "test" });
    const ahead = { id: "r4", userId: "u1", data: { ...sampleResume, basics: { ...sampleResume.basics, headline: "Rendered ahead" } } };
    expect(await prints.renderAhead(ahead, "en-US")).toBe(true);
    const readsBeforePrinting = storage.reads;
    await prints.ensure("pdf", ahead, "en-US");
    expect(storage.reads).toBe(readsBeforePrinting);

    const notAhead = { ...ahead, data: { ...sampleResume, basics: { ...sampleResume.basics, headline: "Not rendered ahead" } } };
    await prints.ensure("pdf", notAhead, "en-US");
    expect(storage.reads).toBe(readsBeforePrinting + 1);
    expect(printed).toEqual(["Rendered ahead", "Not rendered ahead"]);
  });

  it("answers null for a print nobody made", async () => {
    const prints = printsOver(new CountingStorage(path.join(root, "empty")));
    expect(await prints.file({ id: "r2", userId: "u1" }, "pdf", "0".repeat(64))).toBeNull();
  });
});
