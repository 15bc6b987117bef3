import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundBody } from "../errors/error-handler";

const isApiPath = (urlPath: string) => urlPath === "/api" || urlPath.startsWith("/api/");
const isArtboardPath = (urlPath: string) => urlPath === "/artboard" || urlPath.startsWith("/artboard/");

/**
 * Serves the built web app: hashed assets cached for a year, and every other GET that
 * is not an API call answered with the app's HTML (history fallback) — artboard.html
 * under /artboard, index.html elsewhere — so client-side routes survive a reload.
 * Without a build (API-only tests, `npm run dev`) every unknown path is a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Our setHeaders decides caching; the plugin's own max-age=0 would override it.
      cacheControl: false,
      setHeaders(response, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader(
          "cache-control",
          hashed ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    const wantsPage =
      hasBuild &&
      (request.method === "GET" || request.method === "HEAD") &&
      !isApiPath(urlPath) &&
      // A missing hashed asset (an old tab after a deploy) must not receive HTML as script.
      !urlPath.startsWith("/assets/");
    if (!wantsPage) return reply.status(404).send(notFoundBody(request.method, request.url));
    const page = isArtboardPath(urlPath) ? "artboard.html" : "index.html";
    return reply.sendFile(page);
  });
}
