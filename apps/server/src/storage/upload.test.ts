import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResume } from "../test/test-resumes";
import { buildRegistration, signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, type TestApp } from "../test/test-app";
import { maxInputPixels } from "./process-image";
import {
  animatedGif,
  type FilePart,
  hasGpsTag,
  imageOf,
  jpegHtmlPolyglot,
  jpegWithGps,
  multipartBody,
  pngClaiming,
} from "../test/test-images";
import { TestS3Server } from "../test/test-s3-server";

const s3 = new TestS3Server();
beforeAll(() => s3.start());
afterAll(() => s3.stop());

function upload(browser: TestClient, parts: FilePart[]) {
  const { payload, headers } = multipartBody(parts);
  return browser.request({ method: "PUT", url: "/api/storage/image", payload, headers });
}

const file = (data: Buffer | string, filename = "picture.jpg", contentType = "image/jpeg"): FilePart => ({
  name: "file",
  filename,
  contentType,
  data,
});

const pngFile = async () => file(await imageOf("png"), "a.png", "image/png");
const forResume = (resumeId: string): FilePart => ({ name: "resumeId", data: resumeId });

/** The path of a stored file's URL, as the browser would request it. */
const pathOf = (url: string) => new URL(url, "http://vitae.test").pathname;

describe.each(["local", "s3"] as const)("image storage (%s)", (kind) => {
  let testApp: TestApp;
  const client = () => new TestClient(testApp.app);

  beforeAll(async () => {
    testApp = await createTestApp({ env: kind === "s3" ? s3.env() : { PUBLIC_URL: "https://cv.example.org" } });
  });
  afterAll(() => testApp?.close());

  /** Every stored key of a user, read from the folder or the bucket itself. */
  async function storedKeys(userId: string): Promise<string[]> {
    if (kind === "s3") return (await s3.keys()).filter((key) => key.startsWith(`${userId}/`));
    const storageRoot = path.join(testApp.env.DATA_DIR, "storage");
    const entries = await readdir(path.join(storageRoot, userId), { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(storageRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      .sort();
  }

  async function user() {
    const browser = client();
    const { user } = await signUp(browser);
    return { browser, user };
  }

  async function fetchStored(url: string) {
    const response = await client().get(pathOf(url));
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }

  it("reports the storage in the health check", async () => {
    const health = (await client().get("/api/health")).json();
    expect(health.storage).toEqual({ status: "up", detail: kind });
  });

  it.each(["jpeg", "png", "webp", "gif"] as const)("accepts a %s image and stores it as WebP", async (format) => {
    const { browser, user: owner } = await user();
    const response = await upload(browser, [file(await imageOf(format), `me.${format}`, `image/${format}`)]);
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().data;
    // Relative to the origin whatever PUBLIC_URL says, so it works at any address of the app.
    expect(url).toMatch(new RegExp(`^/api/storage/${owner.id}/pictures/[a-z0-9]{24}\\.webp$`));
    const served = await fetchStored(url);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toBe("default-src 'none'");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 320, height: 200 });
    expect(await storedKeys(owner.id)).toEqual([url.replace("/api/storage/", "")]);
  });

  it("goes by the content, not by the file's name or declared type", async () => {
    const { browser } = await user();
    const response = await upload(browser, [file(await imageOf("png"), "photo.jpg", "application/octet-stream")]);
    expect(response.statusCode, response.body).toBe(200);
    expect((await fetchStored(response.json().data)).headers["content-type"]).toBe("image/webp");
  });

  it("keeps the first frame of an animated GIF", async () => {
    const { browser } = await user();
    const response = await upload(browser, [file(await animatedGif(), "wave.gif", "image/gif")]);
    expect(response.statusCode, response.body).toBe(200);
    const metadata = await sharp((await fetchStored(response.json().data)).rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 40, height: 30 });
    expect(metadata.pages ?? 1).toBe(1);
  });

  it("fits a large image within 2048×2048", async () => {
    const { browser } = await user();
    const response = await upload(browser, [file(await imageOf("png", 4096, 1024), "wide.png", "image/png")]);
    const metadata = await sharp((await fetchStored(response.json().data)).rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 2048, height: 512 });
  });

  it("turns a photo upright by its EXIF orientation and strips EXIF, GPS included", async () => {
    const photo = await jpegWithGps();
    const original = await sharp(photo).metadata();
    expect(original).toMatchObject({ orientation: 6, width: 300, height: 200 });
    expect(hasGpsTag(original.exif)).toBe(true);

    const { browser } = await user();
    const response = await upload(browser, [file(photo, "IMG_0001.jpg")]);
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await fetchStored(response.json().data)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from("Camera 9"))).toBe(false);
    expect(stored.includes(Buffer.from("EXIF"))).toBe(false);
  });

  describe("refuses, storing nothing,", () => {
    const refusals: [string, () => Promise<FilePart[]>, RegExp][] = [
      [
        "an SVG with a script",
        async () => [
          file(
            '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
              '<script>alert(1)</script><rect width="10" height="10"/></svg>',
            "logo.svg",
            "image/svg+xml",
          ),
        ],
        /^SVG images are not accepted/,
      ],
      [
        "an SVG disguised as a PNG",
        async () => [file('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', "photo.png", "image/png")],
        /^SVG images are not accepted/,
      ],
      [
        "an HTML file named .png",
        async () => [file("<!DOCTYPE html><html><script>alert(1)</script></html>", "cat.png", "image/png")],
        /^The file is HTML or XML, not an image/,
      ],
      ["a JPEG that is also an HTML page", async () => [file(await jpegHtmlPolyglot())], /holds HTML or script/],
      [
        "a GIF with HTML appended",
        async () => {
          const gif = Buffer.concat([await imageOf("gif", 8, 8), Buffer.from("<html><script>x()</script>")]);
          return [file(gif, "a.gif", "image/gif")];
        },
        /holds HTML or script/,
      ],
      [
        "a 20000×20000 PNG",
        async () => [file(pngClaiming(20_000, 20_000), "huge.png", "image/png")],
        new RegExp(`^The image is 20000×20000 pixels; at most ${maxInputPixels / 1_000_000} megapixels`),
      ],
      ["a TIFF", async () => [file(await imageOf("tiff"), "scan.tiff", "image/tiff")], /^TIFF images are not accepted/],
      ["text", async () => [file("just some words, not a picture", "notes.jpg")], /^The file is not an image/],
      ["a broken JPEG", async () => [file((await imageOf("jpeg")).subarray(0, 100))], /^The file is not an image/],
      ["an empty file", async () => [file(Buffer.alloc(0))], /^The file is empty/],
      ["no file", async () => [{ name: "resumeId", data: "abc" }], /field "file"/],
      [
        "a file in another field",
        async () => [{ ...(await pngFile()), name: "image" }],
        /Unexpected file field "image"/,
      ],
      [
        "two files",
        async () => [await pngFile(), file(await imageOf("png"), "b.png", "image/png")],
        /one file at a time/,
      ],
      [
        "other fields",
        async () => [{ name: "caption", data: "hello" }, await pngFile()],
        /Unexpected field "caption"/,
      ],
    ];

    it.each(refusals)("%s with a clear 400", async (_name, parts, message) => {
      const { browser, user: owner } = await user();
      const response = await upload(browser, await parts());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: "ValidationError", message: expect.stringMatching(message) });
      expect(await storedKeys(owner.id)).toEqual([]);
    });

    it("a 20 MB file with 413", async () => {
      const { browser, user: owner } = await user();
      const big = Buffer.alloc(20 * 1024 * 1024, 7);
      (await imageOf("jpeg")).copy(big);
      const response = await upload(browser, [file(big, "huge.jpg")]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: "The image is larger than 10 MB; upload a smaller one." });
      expect(await storedKeys(owner.id)).toEqual([]);
    });

    it("a body that is not multipart", async () => {
      const { browser, user: owner } = await user();
      const response = await browser.request({ method: "PUT", url: "/api/storage/image", payload: { file: "x" } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/multipart\/form-data/);
      expect(await storedKeys(owner.id)).toEqual([]);
    });

    it("an upload without a session with 401", async () => {
      const response = await upload(client(), [await pngFile()]);
      expect(response.statusCode).toBe(401);
    });

    it("an upload for another user's resume with 404 ResumeNotFound", async () => {
      const { browser: alice } = await user();
      const resume = await createResume(alice);
      const { browser: mallory, user: malloryUser } = await user();
      const response = await upload(mallory, [forResume(resume.id), await pngFile()]);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("ResumeNotFound");
      expect(await storedKeys(malloryUser.id)).toEqual([]);
    });
  });

  it("stores a picture for a resume in the resume's folder, whichever order the fields come in", async () => {
    const { browser, user: owner } = await user();
    const resume = await createResume(browser);
    const before = await upload(browser, [forResume(resume.id), await pngFile()]);
    const after = await upload(browser, [await pngFile(), forResume(resume.id)]);
    for (const response of [before, after]) {
      expect(response.statusCode, response.body).toBe(200);
      const folder = `/api/storage/${owner.id}/resumes/${resume.id}/`;
      expect(pathOf(response.json().data)).toMatch(new RegExp(`^${folder}[a-z0-9]+\\.webp$`));
    }
  });

  it("answers 404 for unknown and malformed storage addresses", async () => {
    const { browser, user: owner } = await user();
    await upload(browser, [await pngFile()]);
    for (const url of [
      `/api/storage/${owner.id}/pictures/missing.webp`,
      `/api/storage/${owner.id}/pictures`,
      "/api/storage/..%2f..%2fetc%2fpasswd",
      "/api/storage/%2e%2e/%2e%2e/etc/passwd",
      "/api/storage/",
      `/api/storage/${owner.id}/pictures/UPPER.webp`,
    ]) {
      const response = await client().get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe("NotFound");
    }
  });

  it("deleting a resume for good (Trash, then Delete forever) removes its pictures and nothing else", async () => {
    const { browser, user: owner } = await user();
    const doomed = await createResume(browser);
    const kept = await createResume(browser);
    const png = await imageOf("png");
    const pictureOf = async (resumeId?: string) =>
      (await upload(browser, [...(resumeId ? [forResume(resumeId)] : []), file(png, "a.png", "image/png")])).json()
        .data as string;
    const doomedPictures = [await pictureOf(doomed.id), await pictureOf(doomed.id)];
    const keptPicture = await pictureOf(kept.id);
    const profilePicture = await pictureOf();
    expect(await storedKeys(owner.id)).toHaveLength(4);

    expect((await browser.delete(`/api/resume/${doomed.id}`)).statusCode).toBe(200);
    // In the Trash the pictures stay (a restore brings them back); deleting forever removes them.
    expect((await browser.delete(`/api/trash/${doomed.id}`)).statusCode).toBe(200);
    for (const url of doomedPictures) expect((await client().get(pathOf(url))).statusCode).toBe(404);
    await fetchStored(keptPicture);
    await fetchStored(profilePicture);
    expect(await storedKeys(owner.id)).toHaveLength(2);
  });

  it("a duplicate gets its own copies of the resume's pictures", async () => {
    const { browser } = await user();
    const source = await createResume(browser);
    const picture = (await upload(browser, [forResume(source.id), await pngFile()]))
      .json().data as string;
    const data = structuredClone(source.data);
    data.basics.picture.url = picture;
    data.sections.summary.content = `<p><img src="${picture}"></p>`;
    await browser.patch(`/api/resume/${source.id}`, { data, version: source.version });

    const copy = (await browser.post(`/api/resume/${source.id}/duplicate`, {})).json();
    const copied: string = copy.data.basics.picture.url;
    expect(pathOf(copied)).toMatch(new RegExp(`/resumes/${copy.id}/[a-z0-9]+\\.webp$`));
    expect(copy.data.sections.summary.content).toBe(`<p><img src="${copied}"></p>`);
    expect((await browser.delete(`/api/resume/${source.id}`)).statusCode).toBe(200);
    expect((await browser.delete(`/api/trash/${source.id}`)).statusCode).toBe(200);
    await fetchStored(copied);
    expect((await client().get(pathOf(picture))).statusCode).toBe(404);
  });

  it("deleting the account removes every file of the user and only theirs", async () => {
    const { browser, user: owner } = await user();
    const { browser: other, user: otherUser } = await user();
    const resume = await createResume(browser);
    const png = await imageOf("png");
    await upload(browser, [file(png, "a.png", "image/png")]);
    await upload(browser, [forResume(resume.id), file(png, "a.png", "image/png")]);
    const survivor = (await upload(other, [file(png, "a.png", "image/png")])).json().data as string;
    expect(await storedKeys(owner.id)).toHaveLength(2);

    expect((await browser.delete("/api/user/me", { currentPassword: buildRegistration().password })).statusCode).toBe(200);
    expect(await storedKeys(owner.id)).toEqual([]);
    expect(await storedKeys(otherUser.id)).toHaveLength(1);
    await fetchStored(survivor);
  });
});
