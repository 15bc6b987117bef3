import { resumeSchema, trashedResumeSchema } from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentResume } from "../resume/present";
import { requireAuth } from "../session/authenticate";
import { deleteForever, listTrash, restoreFromTrash, type TrashDeps } from "./trash-service";

const tags = ["trash"];
const idParams = z.object({ id: z.string().min(1) });

/** The Trash of docs/resume-api.md: deleted resumes, kept TRASH_RETENTION_DAYS days. Owner only. */
export function trashRoutes(app: FastifyInstance, deps: TrashDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;

  api.get(
    "/api/trash",
    {
      onRequest,
      schema: {
        tags,
        summary: "The signed-in user's resumes in the Trash, last deleted first, with when each is deleted for good",
        response: { 200: z.array(trashedResumeSchema) },
      },
    },
    async (request) => listTrash(deps, requireAuth(request).user.id),
  );

  api.post(
    "/api/trash/:id/restore",
    {
      onRequest,
      schema: {
        tags,
        summary: "Bring a resume back from the Trash, at its old address",
        params: idParams,
        response: { 200: resumeSchema },
      },
    },
    async (request) => presentResume(await restoreFromTrash(deps, requireAuth(request).user.id, request.params.id)),
  );

  api.delete(
    "/api/trash/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Delete a resume in the Trash for good, with its statistics, history and pictures",
        params: idParams,
        response: { 200: resumeSchema },
      },
    },
    async (request) => presentResume(await deleteForever(deps, requireAuth(request).user.id, request.params.id)),
  );
}
