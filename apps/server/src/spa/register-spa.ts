import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { artboardPreviewPath } from "@vitae/schema";
import { notFoundBody } from "../errors/error-handler";
import { type LanguageRequest, publicLanguageQuery } from "../resume/variants/public-language";
import { type PublicPageMeta, injectMeta, publicResumeAddress } from "./public-page-meta";

export interface SpaOptions {
  /**
   * The share-preview tags of a public resume at `page.path` (/{username}/{slug}) in the
   * language the visitor asked for, or null when there is no such public resume; its page then
   * carries them, and without them it answers 404.
   */
  publicPageMeta?: (address: { username: string; slug: string }, page: { path: string } & LanguageRequest) => Promise<PublicPageMeta | null>;
}

const isApiPath = (urlPath: string) => urlPath === "/api" || urlPath.startsWith("/api/");
const isArtboardPath = (urlPath: string) => urlPath === "/artboard" || urlPath.startsWith("/artboard/");
const isPreviewArtboardPath = (urlPath: string) => urlPath.replace(/\/+$/, "") === artboardPreviewPath;

/**
 * Serves the built web app: hashed assets cached for a year, and every other GET that
 * is not an API call answered with the app's HTML (history fallback) — artboard.html
 * under /artboard, public.html at a public resume's address, index.html elsewhere — so
 * client-side routes survive a reload. The public page, and the artboard it frames and the
 * (/artboard/preview: artboard-preview.html), are light builds of their own
 * (apps/web/preact-entries.ts) so that a visitor does not download the whole app
 * (the script budgets of bench/report.md); a build without them (test stand-ins) answers
 * with index.html, whose
 * router shows the same page, and artboard.html. Without a build (API-only tests,
 * `npm run dev`) every unknown path is a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, options: SpaOptions = {}): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, "index.html"));
  const publicFile = existsSync(path.join(distDir, "public.html")) ? "public.html" : "index.html";
  const previewFile = existsSync(path.join(distDir, "artboard-preview.html")) ? "artboard-preview.html" : "artboard.html";
  // Read once: public pages are answered from memory with the resume's tags put in.
  const pageHtml = hasBuild && options.publicPageMeta ? await readFile(path.join(distDir, publicFile), "utf8") : null;
  if (hasBuild) {
    const setHeaders = (response: { setHeader(name: string, value: string): unknown }, filePath: string) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    };
    // Our setHeaders decides caching; the plugin's own max-age=0 would override it.
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The hashed assets are served below, looked up when asked: they are a couple of thousand
      // files (font subsets mostly), and a route for each, found at start, cost seconds of
      // every start of the server and of each `vitae render`.
      globIgnore: ["assets/**"],
      setHeaders,
    });
    await app.register(fastifyStatic, {
      root: path.join(distDir, "assets"),
      prefix: "/assets/",
      decorateReply: false,
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders,
    });
  }

  /**
   * The public page for a public resume's address: with the resume's tags (200), or plain with
   * 404 when there is no public resume there (private and missing alike, so the answer does not
   * tell whether a private one exists; the page says so in the visitor's language). Null for
   * every other page, and when looking the resume up fails (the plain page then loads it itself).
   */
  const publicPage = async (urlPath: string, language: LanguageRequest): Promise<{ status: 200 | 404; html: string } | null> => {
    const address = pageHtml === null ? null : publicResumeAddress(urlPath);
    if (pageHtml === null || !address || !options.publicPageMeta) return null;
    try {
      const meta = await options.publicPageMeta(address, { path: urlPath, ...language });
      return meta ? { status: 200, html: injectMeta(pageHtml, meta) } : { status: 404, html: pageHtml };
    } catch (error) {
      app.log.warn({ err: error }, "public page tags failed; serving the plain app");
      return null;
    }
  };

  const pageFor = (urlPath: string): string => {
    if (isPreviewArtboardPath(urlPath)) return previewFile;
    if (isArtboardPath(urlPath)) return "artboard.html";
    return publicResumeAddress(urlPath) ? publicFile : "index.html";
  };

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    const wantsPage =
      hasBuild &&
      (request.method === "GET" || request.method === "HEAD") &&
      !isApiPath(urlPath) &&
      // A missing hashed asset (an old tab after a deploy) must not receive HTML as script.
      !urlPath.startsWith("/assets/");
    if (!wantsPage) return reply.status(404).send(notFoundBody(request.method, request.url));
    // A `lang` that is no short text (repeated, too long) asks for no language.
    const query = publicLanguageQuery.safeParse(request.query);
    const page = await publicPage(urlPath, {
      lang: query.success ? query.data.lang : undefined,
      acceptLanguage: request.headers["accept-language"],
    });
    if (page !== null) {
      return reply
        .status(page.status)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        // The language variant shown, and so the tags, may follow the browser's languages.
        .header("vary", "Accept-Language")
        .send(page.html);
    }
    return reply.sendFile(pageFor(urlPath));
  });
}
