import { buffer } from "node:stream/consumers";
import { checkReportSchema, checkRequestSchema } from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RequestRate } from "../auth/failure-throttle";
import { checkResume } from "../check/check-resume";
import { UnreadablePdfError } from "../check/read-pdf";
import type { Db } from "../db/database";
import { AppError } from "../errors/app-error";
import { requireAuth } from "../session/authenticate";
import type { ResumePrints } from "./print-service";
import { findOwnedResume } from "./service";

export interface CheckRouteDeps {
  db: Db;
  prints: ResumePrints;
  /** The per-user print rate, shared with the print routes: a check may print. */
  printRate: RequestRate;
}

const idParams = z.object({ id: z.string().min(1) });

/** The resume check (docs/check.md): the owner's resume, printed (or its stored print), read back as a parser would. */
export function checkRoutes(app: FastifyInstance, deps: CheckRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, prints } = deps;

  api.post(
    "/api/resume/:id/check",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["resume"],
        summary: "Check one of the user's resumes as resume parsers read its PDF; answers a score and every check",
        description:
          "Uses the stored print when the data has not changed since, else prints first (printer errors as for /api/resume/print/{id}). " +
          "Words are judged in the resume's language (told from its text; the user's locale when too short to tell). " +
          "Messages, fixes and evidence labels are in `locale` (any interface locale), else in the user's interface locale; ids and text quoted from the PDF are as they are. " +
          "With `jobDescription`, the answer's `keywords` lists the posting's key terms found in the resume (with where) and missing from it.",
        params: idParams,
        body: checkRequestSchema,
        response: { 200: checkReportSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      await deps.printRate.consume(user.id, "Too many prints; wait a moment and try again.");
      const row = await findOwnedResume({ db }, user.id, request.params.id);
      // The print the download serves: a variant in a language prints the template's words in it.
      const hash = await prints.ensure("pdf", row, row.language ?? user.locale);
      const file = await prints.file(row, "pdf", hash);
      if (!file) throw new AppError("ResumePrinterError", "The print went missing from storage; try again.");
      const pdf = new Uint8Array(Buffer.isBuffer(file.body) ? file.body : await buffer(file.body));
      try {
        const { jobDescription, locale = user.locale } = request.body;
        return await checkResume({ pdf, data: row.data, locale, jobDescription });
      } catch (error) {
        if (error instanceof UnreadablePdfError) throw new AppError("ResumePrinterError", error.message);
        throw error;
      }
    },
  );
}
