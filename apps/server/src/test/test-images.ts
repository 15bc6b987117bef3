import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** A real image of each accepted format, drawn by sharp. */
export async function imageOf(format: "jpeg" | "png" | "webp" | "gif" | "tiff", width = 320, height = 200) {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return canvas.toFormat(format).toBuffer();
}

/** A two-frame animated GIF. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    ["red", "blue"].map((background) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } }).gif().toBuffer();
}

/** Whether EXIF data holds a GPS block (tag 0x8825, in either byte order). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

/** A photo as a phone takes it: GPS position, camera details and "rotate 90°" orientation. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: "green" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Phone", Model: "Camera 9", Copyright: "Ada" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG chunk: length, type, data and CRC. */
export function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A few hundred bytes that claim to be a `width`×`height` grey PNG: a valid header and a
 * tiny compressed first row. A decoder trusting the header would allocate the whole bitmap.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG whose comment segment holds an HTML page with a script: one file, two readings. */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await imageOf("jpeg", 40, 40);
  const html = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>", "latin1");
  const length = Buffer.alloc(2);
  length.writeUInt16BE(html.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, html, jpeg.subarray(2)]);
}

export interface FilePart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipartBody(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vitae${Math.random().toString(16).slice(2)}`;
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `form-data; name="${part.name}"` + (part.filename === undefined ? "" : `; filename="${part.filename}"`);
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.contentType ? `Content-Type: ${part.contentType}\r\n` : "") +
      "\r\n";
    pieces.push(Buffer.from(head), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from("\r\n"));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(pieces), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
