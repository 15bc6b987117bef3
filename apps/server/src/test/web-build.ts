import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** A stand-in for apps/web/dist, for tests of how the server serves a build. */
export interface MinimalWebBuild {
  dir: string;
  /** The hashed asset it holds, at `/assets/…`. */
  asset: string;
  remove(): Promise<void>;
}

/**
 * index.html (title "spa"), artboard.html (title "artboard") and one hashed script; with
 * `lightPages`, also the public page's and the preview artboard's own entries (titles
 * "public" and "artboard preview"), as apps/web's second build pass writes them.
 */
export async function createMinimalWebBuild({ lightPages = false } = {}): Promise<MinimalWebBuild> {
  const dir = await mkdtemp(path.join(tmpdir(), "vitae-web-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "index.html"), "<!doctype html><title>spa</title>");
  await writeFile(path.join(dir, "artboard.html"), "<!doctype html><title>artboard</title>");
  if (lightPages) {
    await writeFile(path.join(dir, "public.html"), "<!doctype html><title>public</title>");
    await writeFile(path.join(dir, "artboard-preview.html"), "<!doctype html><title>artboard preview</title>");
  }
  await writeFile(path.join(dir, "assets", "index-abc123.js"), "console.log(1)");
  return { dir, asset: "/assets/index-abc123.js", remove: () => rm(dir, { recursive: true, force: true }) };
}
