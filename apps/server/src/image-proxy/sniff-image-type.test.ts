import { describe, expect, it } from "vitest";
import { isAllowedImageContentType, sniffImageType } from "./sniff-image-type";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("sniffImageType", () => {
  it.each([
    [bytes([0x89], "PNG\r\n\x1a\n", [0, 0, 0, 13]), "image/png"],
    [bytes([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg"],
    [bytes("GIF89a", [1, 0]), "image/gif"],
    [bytes("GIF87a"), "image/gif"],
    [bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    [bytes([0, 0, 0, 0x1c], "ftypavif"), "image/avif"],
    [bytes("BM", Array(14).fill(0)), "image/bmp"],
    [bytes([0, 0, 1, 0, 1, 0]), "image/x-icon"],
  ])("recognises %#", (input, type) => {
    expect(sniffImageType(input)).toBe(type);
  });

  it.each([bytes("<svg xmlns="), bytes("<!doctype html>"), bytes("%PDF-1.4"), bytes("RIFF", [0, 0, 0, 0], "WAVE"), bytes()])(
    "refuses what is not a raster picture (%#)",
    (input) => {
      expect(sniffImageType(input)).toBeNull();
    },
  );
});

describe("isAllowedImageContentType", () => {
  it("accepts raster types with parameters and any case", () => {
    expect(isAllowedImageContentType("image/png")).toBe(true);
    expect(isAllowedImageContentType("IMAGE/JPEG; charset=binary")).toBe(true);
    expect(isAllowedImageContentType("image/jpg")).toBe(true);
  });

  it("refuses SVG, HTML and a missing type", () => {
    expect(isAllowedImageContentType("image/svg+xml")).toBe(false);
    expect(isAllowedImageContentType("text/html")).toBe(false);
    expect(isAllowedImageContentType("application/octet-stream")).toBe(false);
    expect(isAllowedImageContentType(undefined)).toBe(false);
  });
});
