import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error";
import { fallbackIconFile } from "./fallback-icons";

/**
 * The folder of simple-icons' SVG files. The package does not export its package.json,
 * so one of its icons is resolved (its `./icons/*` export) and the folder taken from it.
 */
export function simpleIconsDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve("simple-icons/icons/github.svg"));
}

// Slugs of simple-icons are lowercase letters and digits; nothing else can name a file.
const slugPattern = /^[a-z0-9]+$/;

/** simple-icons' SVG of `slug`, else the one standing in for it (fallback-icons.ts). */
async function readIcon(iconsDir: string, slug: string): Promise<Buffer> {
  for (const file of [path.join(iconsDir, `${slug}.svg`), fallbackIconFile(slug)]) {
    if (!file) continue;
    try {
      return await readFile(file);
    } catch {
      // Not in this set; try the next.
    }
  }
  throw new AppError("NotFound", "No icon has this name.");
}

/**
 * GET /icons/{slug}.svg: the profile icons templates show, bundled with the
 * server rather than fetched, so the printer (which reaches only our origin) can load them.
 */
export function iconRoutes(app: FastifyInstance, iconsDir = simpleIconsDir()): void {
  const cache = new Map<string, Buffer>();
  app.withTypeProvider<ZodTypeProvider>().get(
    "/icons/:file",
    {
      schema: {
        tags: ["icons"],
        summary: "A brand icon as SVG (simple-icons, and a few stand-ins it lacks), e.g. /icons/github.svg",
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.svg$/.exec(request.params.file);
      const slug = match?.[1] ?? "";
      if (!slugPattern.test(slug)) throw new AppError("NotFound", "No icon has this name.");
      let svg = cache.get(slug);
      if (!svg) {
        svg = await readIcon(iconsDir, slug);
        cache.set(slug, svg);
      }
      return reply
        .header("content-type", "image/svg+xml")
        // The icon set only changes with a new server version; 30 days keeps a brand update from lingering long.
        .header("cache-control", "public, max-age=2592000")
        .header("x-content-type-options", "nosniff")
        // Opened on its own, the SVG could run nothing and load nothing.
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
