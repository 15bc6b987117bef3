import {
  createVersionSchema,
  renameVersionSchema,
  restoreVersionResponseSchema,
  historyListVersionSchema,
  historyVersionSchema,
  historyVersionWithDataSchema,
  resumeDownloadSchema,
  versionComparisonSchema,
} from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../session/authenticate";
import { presentedResumeSerializer } from "../present";
import type { ResumeHistory } from "./resume-history";

const tags = ["history"];
const idParams = z.object({ id: z.string().min(1) });
const versionParams = z.object({ id: z.string().min(1), versionId: z.string().min(1) });

/** The History calls of docs/resume-api.md. Owner only: another user's resume is ResumeNotFound. */
export function versionRoutes(app: FastifyInstance, history: ResumeHistory): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  api.get(
    "/api/resume/:id/versions",
    {
      onRequest,
      // The database writes the answer's JSON itself (ResumeHistory.listJson); it is sent as it is.
      serializerCompiler: () => (payload) => payload as string,
      schema: {
        tags,
        summary: "The resume's versions, newest first, each with a summary of what it changed and how often it was viewed and downloaded",
        description: "`views` and `downloads` count the public page's views and the PDF's downloads that served exactly this version's data, the owner's own excluded (as in the statistics).",
        params: idParams,
        response: { 200: z.array(historyListVersionSchema) },
      },
    },
    async (request, reply) => {
      const json = await history.listJson(userId(request), request.params.id);
      // Already the schema's JSON (the serializer above passes it through); typed as text only.
      return reply.type("application/json; charset=utf-8").send(json as never);
    },
  );

  api.get(
    "/api/resume/:id/downloads",
    {
      onRequest,
      schema: {
        tags,
        summary: "The resume's newest PDF downloads (at most 20), each with the version it printed",
        description:
          "Downloads of the public page's PDF and the owner's own downloads (`byOwner`). `version` is null once that version was deleted. Nothing about the visitor is kept.",
        params: idParams,
        response: { 200: z.array(resumeDownloadSchema) },
      },
    },
    async (request) => history.downloads(userId(request), request.params.id),
  );

  api.get(
    "/api/resume/:id/versions/compare",
    {
      onRequest,
      schema: {
        tags,
        summary: "What changed between two versions: words inserted and deleted per section, items moved or hidden, design",
        description: "`from` and `to` are version ids, or `current` for the resume as it is now.",
        params: idParams,
        querystring: z.object({ from: z.string().min(1), to: z.string().min(1).default("current") }),
        response: { 200: versionComparisonSchema },
      },
    },
    async (request) => history.compare(userId(request), request.params.id, request.query.from, request.query.to),
  );

  api.get(
    "/api/resume/:id/versions/:versionId",
    {
      onRequest,
      // The data was checked by the schema when it was saved; see presentedResumeSerializer.
      serializerCompiler: presentedResumeSerializer,
      schema: {
        tags,
        summary: "One version with its data",
        params: versionParams,
        response: { 200: historyVersionWithDataSchema },
      },
    },
    async (request) => history.get(userId(request), request.params.id, request.params.versionId),
  );

  api.post(
    "/api/resume/:id/versions",
    {
      onRequest,
      schema: {
        tags,
        summary: "Save the resume as it is now as a named version ({name}), or keep a copy before an import or bulk change ({kind})",
        params: idParams,
        body: createVersionSchema,
        response: { 201: historyVersionSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await history.create(userId(request), request.params.id, request.body)),
  );

  api.patch(
    "/api/resume/:id/versions/:versionId",
    {
      onRequest,
      schema: { tags, summary: "Rename a version", params: versionParams, body: renameVersionSchema, response: { 200: historyVersionSchema } },
    },
    async (request) => history.rename(userId(request), request.params.id, request.params.versionId, request.body.name),
  );

  api.delete(
    "/api/resume/:id/versions/:versionId",
    {
      onRequest,
      schema: { tags, summary: "Delete a version for good (deleted versions do not go to the Trash)", params: versionParams, response: { 200: historyVersionSchema } },
    },
    async (request) => history.remove(userId(request), request.params.id, request.params.versionId),
  );

  api.post(
    "/api/resume/:id/versions/:versionId/restore",
    {
      onRequest,
      schema: {
        tags,
        summary: "Make a version the resume's current data; what it replaces is kept as a new version first (restoring that undoes it)",
        params: versionParams,
        response: { 200: restoreVersionResponseSchema },
      },
    },
    async (request) => history.restore(userId(request), request.params.id, request.params.versionId),
  );
}
