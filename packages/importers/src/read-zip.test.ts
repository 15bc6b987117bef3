import { readFileSync } from "node:fs";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ImportFailure } from "./import-issue";
import { importLimits } from "./import-limits";
import { openZip } from "./read-zip";

const fixture = new Uint8Array(readFileSync(new URL("./__fixtures__/linkedin/linkedin-export.zip", import.meta.url)));

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportFailure) return error.issues[0]?.code;
    throw error;
  }
  return undefined;
}

const text = (bytes: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

/** An archive with no entries: only the end-of-central-directory record. */
const emptyZip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

describe("openZip", () => {
  it("lists and reads a zip written by another tool (Python's zipfile, deflated)", () => {
    const zip = openZip(fixture);
    expect(zip.entries.map((entry) => entry.name)).toContain("Profile.csv");
    expect(zip.entries.find((entry) => entry.name === "Rich_Media/")?.folder).toBe(true);
    const skills = zip.entries.find((entry) => entry.name === "Skills.csv");
    expect(text(zip.read(skills!))).toBe("\uFEFFName\nPython\nSQL\nApache Kafka\n");
  });

  it("reads stored and deflated entries written by fflate", () => {
    const zip = openZip(zipSync({ "a.txt": [strToU8("stored"), { level: 0 }], "b.txt": strToU8("deflated ".repeat(100)) }));
    expect(zip.entries.map((entry) => [entry.name, entry.method])).toEqual([
      ["a.txt", 0],
      ["b.txt", 8],
    ]);
    expect(zip.entries.map((entry) => text(zip.read(entry)))).toEqual(["stored", "deflated ".repeat(100)]);
  });

  it("gives its own message for an empty archive", () => {
    expect(codeOf(() => openZip(emptyZip))).toBe("emptyZip");
    expect(codeOf(() => openZip(zipSync({})))).toBe("emptyZip");
  });

  it("tells a file that is not a zip archive from a damaged one", () => {
    expect(codeOf(() => openZip(strToU8("{\"basics\": {}} — a JSON file renamed to .zip")))).toBe("notZip");
    expect(codeOf(() => openZip(new Uint8Array(0)))).toBe("notZip");
    expect(codeOf(() => openZip(fixture.subarray(0, fixture.byteLength - 40)))).toBe("zipCorrupt");
  });

  it("refuses archives over 10 MiB and with more than 500 entries", () => {
    expect(codeOf(() => openZip(new Uint8Array(importLimits.zipBytes + 1)))).toBe("zipTooLarge");
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, index) => [`f${index}.txt`, strToU8("x")]));
    expect(codeOf(() => openZip(zipSync(many)))).toBe("zipTooManyEntries");
    const allowed = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`f${index}.txt`, strToU8("x")]));
    expect(openZip(zipSync(allowed)).entries).toHaveLength(500);
  });

  it("stops a zip bomb while inflating, whatever sizes its headers declare", () => {
    const bomb = zipSync({ "Profile.csv": new Uint8Array(60 * 1024 * 1024) });
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    // Make the headers claim 1 KiB unpacked, as a hostile archive would.
    const view = new DataView(bomb.buffer);
    view.setUint32(22, 1024, true);
    const central = bomb.findIndex((_, index) => view.getUint32(index, true) === 0x02014b50);
    view.setUint32(central + 24, 1024, true);
    const zip = openZip(bomb);
    expect(codeOf(() => zip.read(zip.entries[0]!))).toBe("zipInflatedTooLarge");
  });

  it("counts every entry read against one budget", () => {
    const zip = openZip(zipSync({ "a.csv": new Uint8Array(600), "b.csv": new Uint8Array(600) }), {
      ...importLimits,
      zipInflatedBytes: 1000,
    });
    expect(zip.read(zip.entries[0]!)).toHaveLength(600);
    expect(codeOf(() => zip.read(zip.entries[1]!))).toBe("zipInflatedTooLarge");
  });

  it("refuses encrypted entries and unknown compression methods", () => {
    const archive = zipSync({ "a.txt": strToU8("secret") });
    const view = new DataView(archive.buffer);
    const central = archive.findIndex((_, index) => view.getUint32(index, true) === 0x02014b50);
    view.setUint16(central + 8, 1, true); // the "encrypted" flag
    const zip = openZip(archive);
    expect(codeOf(() => zip.read(zip.entries[0]!))).toBe("zipUnsupported");
    view.setUint16(central + 8, 0, true);
    view.setUint16(central + 10, 14, true); // LZMA
    expect(codeOf(() => openZip(archive).read(openZip(archive).entries[0]!))).toBe("zipUnsupported");
  });

  it("keeps names like ../evil as text and reads them like any other entry", () => {
    const zip = openZip(zipSync({ "../../etc/passwd": strToU8("x"), "/abs.csv": strToU8("y") }));
    expect(zip.entries.map((entry) => entry.name)).toEqual(["../../etc/passwd", "/abs.csv"]);
  });
});
