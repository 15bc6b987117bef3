import {
  createResumeRequestSchema,
  deleteResumeQuerySchema,
  duplicateResumeSchema,
  importResumeWithVariantsSchema,
  lockResumeSchema,
  patchResumeSchema,
  publicResumeSchema,
  resumeSchema,
  savedResumeSchema,
  statisticsSchema,
} from "@vitae/schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth, requireSession } from "../session/authenticate";
import { refuseOutdatedData, refuseOversizedData } from "./refuse-oversized-data";
import { presentedResumeSerializer, presentPublicResume, presentResume, presentSavedResume } from "./present";
import { choosePublicResume, publicLanguageQuery } from "./variants/public-language";
import { importVariants } from "./variants/variant-service";
import {
  countView,
  createResume,
  deleteResume,
  duplicateResume,
  findOwnedResumeInSession,
  importResume,
  listResumes,
  type ResumeDeps,
  resumeStatistics,
  setResumeLocked,
  updateResume,
} from "./service";

const tags = ["resume"];
const idParams = z.object({ id: z.string().min(1) });

/** Every /api/resume call of docs/resume-api.md. Only the owner reaches a resume by id. */
export function resumeRoutes(app: FastifyInstance, deps: ResumeDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const onRequest = app.authenticate;

  /** The public page needs no session, but a signed-in owner's visit must not count as a view. */
  async function identifyViewer(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    try {
      await app.authenticate.call(this, request, reply);
    } catch {
      request.auth = null;
    }
  }

  api.post(
    "/api/resume",
    {
      onRequest,
      schema: {
        tags,
        summary: "Create a private resume from the default data (or the sample resume)",
        body: createResumeRequestSchema,
        response: { 201: resumeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(presentResume(await createResume({ db }, requireAuth(request).user, request.body))),
  );

  api.get(
    "/api/resume",
    {
      onRequest,
      schema: {
        tags,
        summary: "The signed-in user's resumes, last updated first",
        response: { 200: z.array(resumeSchema) },
      },
    },
    async (request) => (await listResumes({ db }, requireAuth(request).user.id)).map(presentResume),
  );

  api.post(
    "/api/resume/import",
    {
      onRequest,
      preValidation: refuseOversizedData(db),
      schema: {
        tags,
        summary: "Create a private resume from data in Vitae's format",
        description: "`variants`: a master's variants as its export carried them (docs/variants.md); they are created with it.",
        body: importResumeWithVariantsSchema,
        response: { 201: resumeSchema },
      },
    },
    async (request, reply) => {
      const { variants, ...dto } = request.body;
      const imported = await importResume(deps, requireAuth(request).user.id, dto);
      if (variants?.length) await importVariants(deps, imported, variants);
      return reply.status(201).send(presentResume(imported));
    },
  );

  api.get(
    "/api/resume/public/:username/:slug",
    {
      onRequest: identifyViewer,
      serializerCompiler: presentedResumeSerializer,
      schema: {
        tags,
        summary: "A public resume by its owner's username and its slug, without private notes; counts a view",
        description:
          "`locale` is the language in which the page and the PDF print the template's own words: a variant's language, else the owner's interface language. At a master's address, `?lang=` (else `Accept-Language`) picks one of its public language variants; `alternates` lists them (docs/variants.md).",
        params: z.object({ username: z.string().min(1), slug: z.string().min(1) }),
        querystring: publicLanguageQuery,
        response: { 200: publicResumeSchema },
      },
    },
    async (request, reply) => {
      const { username, slug } = request.params;
      const choice = await choosePublicResume(deps, username, slug, {
        lang: request.query.lang,
        acceptLanguage: request.headers["accept-language"],
      });
      const viewerId = request.auth?.user.id ?? null;
      reply.afterResponse("counting a view", () => countView({ db }, choice.row, viewerId));
      // Personal data: no shared cache may keep it once the owner makes it private.
      const shown = { ...presentPublicResume(choice.row), locale: choice.locale, alternates: choice.alternates };
      return reply.header("cache-control", "no-store").header("vary", "Accept-Language").send(shown);
    },
  );

  // The two calls an open builder makes all the time check the session in their own statement.
  api.get(
    "/api/resume/:id",
    {
      ...app.sessionCheckedByRoute,
      serializerCompiler: presentedResumeSerializer,
      schema: { tags, summary: "One of the user's resumes", params: idParams, response: { 200: resumeSchema } },
    },
    async (request) => presentResume(await findOwnedResumeInSession(deps, requireSession(request), request.params.id)),
  );

  api.patch(
    "/api/resume/:id",
    {
      ...app.sessionCheckedByRoute,
      // An outdated save is refused before its data is measured or validated.
      preValidation: [refuseOutdatedData(deps), refuseOversizedData(db)],
      serializerCompiler: presentedResumeSerializer,
      schema: {
        tags,
        summary:
          "Change title, slug, visibility or data (whole, or a JSON Patch of the data of that version), based on a version (409 when it is outdated)",
        description: "Answers the resume; after a JSON Patch (`patch`), the resume without its `data`, which the sender already holds.",
        params: idParams,
        body: patchResumeSchema,
        response: { 200: z.union([resumeSchema, savedResumeSchema]) },
      },
    },
    async (request) => {
      const updated = await updateResume(deps, requireSession(request), request.params.id, request.body);
      return request.body.patch === undefined ? presentResume(updated) : presentSavedResume(updated);
    },
  );

  api.delete(
    "/api/resume/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Move a resume to the Trash (its public page and prints answer 404 at once)",
        description: "A master with variants needs `?variants=detach` or `?variants=delete` (409 ResumeHasVariants otherwise).",
        params: idParams,
        querystring: deleteResumeQuerySchema,
        response: { 200: resumeSchema },
      },
    },
    async (request) =>
      presentResume(await deleteResume(deps, requireAuth(request).user.id, request.params.id, request.query.variants)),
  );

  api.post(
    "/api/resume/:id/duplicate",
    {
      onRequest,
      schema: {
        tags,
        summary: "Copy a resume (private, unlocked; title and slug default to ' (Copy)' and '-copy')",
        params: idParams,
        // The body may be left out entirely: every field has a default.
        body: duplicateResumeSchema.nullish(),
        response: { 201: resumeSchema },
      },
    },
    async (request, reply) => {
      const copy = await duplicateResume(deps, requireAuth(request).user.id, request.params.id, request.body ?? {});
      return reply.status(201).send(presentResume(copy));
    },
  );

  api.patch(
    "/api/resume/:id/lock",
    {
      onRequest,
      schema: {
        tags,
        summary: "Lock (set: true) or unlock (set: false) a resume",
        params: idParams,
        body: lockResumeSchema,
        response: { 200: resumeSchema },
      },
    },
    async (request) =>
      presentResume(await setResumeLocked({ db }, requireAuth(request).user.id, request.params.id, request.body.set)),
  );

  api.get(
    "/api/resume/:id/statistics",
    {
      onRequest,
      schema: {
        tags,
        summary: "Views and downloads of a resume",
        params: idParams,
        response: { 200: statisticsSchema },
      },
    },
    async (request) => resumeStatistics({ db }, requireAuth(request).user.id, request.params.id),
  );
}
