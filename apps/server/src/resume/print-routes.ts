import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { resumeDirection } from "@vitae/schema";
import { z } from "zod";
import type { Db } from "../db/database";
import { AppError } from "../errors/app-error";
import { contentDisposition, pdfFileName } from "../printer/pdf-file-name";
import { requireSession } from "../session/authenticate";
import { presentPublicResume, type ResumeRow } from "./present";
import {
  kindOfExtension,
  printExtension,
  printFilePattern,
  type PrintKind,
  type ResumePrints,
} from "./print-service";
import type { RequestRate } from "../auth/failure-throttle";
import type { SavedDataCache } from "./saved-data-cache";
import { SentPrints } from "./sent-prints";
import { findOwnedPrintableInSession, findOwnedPrintFileInSession, findPublicResume, noteDownload } from "./service";
import { choosePublicResume, publicLanguageQuery } from "./variants/public-language";

export interface PrintRouteDeps {
  db: Db;
  prints: ResumePrints;
  /** The data of the resumes saved last: a print after an edit reads its resume without the data. */
  savedData?: SavedDataCache;
  /** Print and preview requests per user. */
  printRate: RequestRate;
}

const tags = ["resume"];
const urlResponse = z.object({ url: z.string() });
const idParams = z.object({ id: z.string().min(1) });
const publicParams = z.object({ username: z.string().min(1), slug: z.string().min(1) });
const fileParam = z.string().max(80);

const printFailures = {
  description: "ResumePrinterError / ResumePreviewError (500); 503 ServiceUnavailable with Retry-After when the printer is busy, InvalidBrowserConnection (503) without a browser",
};

/**
 * The print calls (docs/resume-api.md "Printing"): each answers `{url}` of a file the
 * printer made (or had already made for the same data), served by an owner-only download
 * route, or for public resumes by a public one that serves only the current data's print.
 */
export function printRoutes(app: FastifyInstance, deps: PrintRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, prints, savedData } = deps;
  // A download is noted once its file has been sent (the client fetches it at once), so the
  // noting never holds up the file.
  const sentPrints = new SentPrints();

  /** No session needed, but a signed-in owner's download must not count. */
  async function identify(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    try {
      await app.authenticate.call(this, request, reply);
    } catch {
      request.auth = null;
    }
  }

  // Addresses the browser itself loads are origin-relative, so they work whatever address
  // the app is reached at (PUBLIC_URL is for links that leave the browser).
  const ownerFileUrl = (id: string, kind: PrintKind, hash: string) =>
    `/api/resume/print/${encodeURIComponent(id)}/file/${hash}.${printExtension(kind)}`;

  const countPrint = (userId: string) => deps.printRate.consume(userId, "Too many prints; wait a moment and try again.");

  async function ownerPrint(request: FastifyRequest, reply: FastifyReply, id: string, kind: PrintKind) {
    const session = requireSession(request);
    const row = await findOwnedPrintableInSession({ db, savedData }, session, id);
    // A variant in a language prints the template's words in it. Only a print that is made
    // counts against the rate: asking again for one already made costs the printer nothing.
    const hash = await prints.ensure(kind, row, row.language ?? row.ownerLocale, () => countPrint(session.userId));
    // The owner's PDF is noted with the version it printed ("which version did I send").
    if (kind === "pdf") {
      reply.afterResponse("noting a download", () => noteDownload({ db }, row, session.userId), { until: sentPrints.sent(row.id, hash) });
    }
    return { url: ownerFileUrl(row.id, kind, hash) };
  }

  // The calls a user waits for after clicking download check the session in the statement
  // that reads the resume, one database round trip rather than two.
  const sessionChecked = app.sessionCheckedByRoute;

  api.get(
    "/api/resume/print/:id",
    {
      ...sessionChecked,
      schema: {
        tags,
        summary: "Print one of the user's resumes as PDF; answers the file's address",
        description: `Cached by a hash of the resume data: an unchanged resume answers at once. ${printFailures.description}.`,
        params: idParams,
        response: { 200: urlResponse },
      },
    },
    (request, reply) => ownerPrint(request, reply, request.params.id, "pdf"),
  );

  // Render ahead: the app asks when the pointer reaches a download button or it takes the
  // keyboard focus, a few hundred milliseconds before the click, time enough for the render.
  api.post(
    "/api/resume/print/:id/prepare",
    {
      ...sessionChecked,
      schema: {
        tags,
        summary: "Get one of the user's resumes ready to print: the PDF asked for next is made without rendering it again",
        description:
          "Answers 204 once the printer holds the resume rendered (or its PDF is made already). It waits at most a second for a print slot no print wants (prints come first), then skips, still 204. Counts against the print rate only when it renders.",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const row = await findOwnedPrintableInSession({ db, savedData }, session, request.params.id);
      await prints.renderAhead(row, row.language ?? row.ownerLocale, () => countPrint(session.userId));
      return reply.code(204).send(null);
    },
  );

  api.get(
    "/api/resume/print/:id/preview",
    {
      ...sessionChecked,
      schema: {
        tags,
        summary: "A JPEG of the first page of one of the user's resumes (dashboard card); answers its address",
        description: `Cached like the PDF. ${printFailures.description}.`,
        params: idParams,
        response: { 200: urlResponse },
      },
    },
    (request, reply) => ownerPrint(request, reply, request.params.id, "preview"),
  );

  api.get(
    "/api/resume/print/:id/file/:file",
    {
      ...sessionChecked,
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: "Download a print of one of the user's resumes (`<hash>.pdf` or `<hash>.jpg`)",
        params: idParams.extend({ file: fileParam }),
      },
    },
    async (request, reply) => {
      const row = await findOwnedPrintFileInSession({ db }, requireSession(request), request.params.id);
      const match = printFilePattern.exec(request.params.file);
      const kind = match ? kindOfExtension(match[2] ?? "") : null;
      if (!match?.[1] || !kind) throw new AppError("NotFound", "No print has this address.");
      // The file of a hash never changes; only the owner may keep it.
      return sendPrint(reply, row, kind, match[1], "private, max-age=31536000, immutable");
    },
  );

  api.get(
    "/api/resume/public/:username/:slug/print",
    {
      onRequest: identify,
      schema: {
        tags,
        summary: "Print a public resume as PDF; answers the file's address and counts a download unless the owner asks",
        description: `No session needed; 404 ResumeNotFound when the resume is private or missing. \`?lang=\` (else \`Accept-Language\`) picks a language variant as the public page does. ${printFailures.description}.`,
        params: publicParams,
        querystring: publicLanguageQuery,
        response: { 200: urlResponse },
      },
    },
    async (request, reply) => {
      const { row, locale } = await choosePublicResume({ db, savedData }, request.params.username, request.params.slug, {
        lang: request.query.lang,
        acceptLanguage: request.headers["accept-language"],
      });
      // Exactly what the public page shows: the private notes are not part of it.
      const shown = { ...row, data: presentPublicResume(row).data };
      const hash = await prints.ensure("pdf", shown, locale);
      const requesterId = request.auth?.user.id ?? null;
      reply.afterResponse("noting a download", () => noteDownload({ db }, row, requesterId), { until: sentPrints.sent(row.id, hash) });
      // The file is the chosen resume's: addressed by its own slug.
      return reply.header("cache-control", "no-store").send({ url: publicFilePath({ username: request.params.username, slug: row.slug }, hash) });
    },
  );

  api.post(
    "/api/resume/public/:username/:slug/prepare",
    {
      schema: {
        tags,
        summary: "Get a public resume ready to print, as …/prepare does for the owner",
        description: "No session needed; `?lang=` and `Accept-Language` choose as …/print does. 404 ResumeNotFound when the resume is private or missing.",
        params: publicParams,
        querystring: publicLanguageQuery,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { row, locale } = await choosePublicResume({ db, savedData }, request.params.username, request.params.slug, {
        lang: request.query.lang,
        acceptLanguage: request.headers["accept-language"],
      });
      await prints.renderAhead({ ...row, data: presentPublicResume(row).data }, locale);
      return reply.code(204).send(null);
    },
  );

  api.get(
    "/api/resume/public/:username/:slug/file/:file",
    {
      onRequest: identify,
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: "Download the PDF of a public resume (`<hash>.pdf` as answered by …/print)",
        description: "Only the print of the resume's current data, and only while the resume is public.",
        params: publicParams.extend({ file: fileParam }),
      },
    },
    async (request, reply) => {
      const row = await findPublicResume({ db, savedData }, request.params.username, request.params.slug);
      const match = printFilePattern.exec(request.params.file);
      // Older prints (before the last edit) are not served: only what the page shows now.
      const locale = row.language ?? row.ownerLocale;
      if (match?.[2] !== "pdf" || match[1] !== prints.hashOf(presentPublicResume(row).data, locale, row.title, resumeDirection(row.language))) {
        throw new AppError("NotFound", "No print has this address.");
      }
      // Personal data: no shared cache may keep it once the owner makes the resume private.
      return sendPrint(reply, row, "pdf", match[1], "no-store");
    },
  );

  async function sendPrint(reply: FastifyReply, row: Pick<ResumeRow, "id" | "userId" | "title">, kind: PrintKind, hash: string, cacheControl: string) {
    const file = await prints.file(row, kind, hash);
    if (!file) throw new AppError("NotFound", "No print has this address.");
    void reply
      .header("content-type", file.contentType)
      .header("cache-control", cacheControl)
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'");
    if (kind === "pdf") void reply.header("content-disposition", contentDisposition(pdfFileName(row.title)));
    if (file.size !== undefined) void reply.header("content-length", file.size);
    reply.raw.once("close", () => sentPrints.markSent(row.id, hash));
    return reply.send(file.body);
  }
}

function publicFilePath(params: { username: string; slug: string }, hash: string): string {
  return `/api/resume/public/${encodeURIComponent(params.username.toLowerCase())}/${encodeURIComponent(params.slug.toLowerCase())}/file/${hash}.pdf`;
}
