import {
  createVariantSchema,
  exportResumeQuerySchema,
  patchVariantSchema,
  resumeExportSchema,
  resumeSchema,
  variantListEntrySchema,
} from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../session/authenticate";
import { presentResume } from "../present";
import type { ResumeDeps } from "../service";
import { createVariant, detachVariant, exportResume, listVariants, patchVariant } from "./variant-service";

const tags = ["resume"];
const idParams = z.object({ id: z.string().min(1) });

/** The variant calls of docs/variants.md ("API"); only the owner reaches them. */
export function variantRoutes(app: FastifyInstance, deps: ResumeDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;

  api.post(
    "/api/resume/:id/variants",
    {
      onRequest,
      schema: {
        tags,
        summary: "Make a variant of a resume (private, identical to its master until edited)",
        description: "409 ResumeVariantOfVariant for a variant's id (one level), ResumeTooManyVariants past the limit.",
        params: idParams,
        body: createVariantSchema,
        response: { 201: resumeSchema },
      },
    },
    async (request, reply) => {
      const variant = await createVariant(deps, requireAuth(request).user.id, request.params.id, request.body);
      return reply.status(201).send(presentResume(variant));
    },
  );

  api.get(
    "/api/resume/:id/variants",
    {
      onRequest,
      schema: {
        tags,
        summary: "A master's variants, oldest first, each with what differs from the master",
        params: idParams,
        response: { 200: z.array(variantListEntrySchema) },
      },
    },
    async (request) => listVariants(deps, requireAuth(request).user.id, request.params.id),
  );

  api.patch(
    "/api/resume/:id/variant",
    {
      onRequest,
      schema: {
        tags,
        summary: "Change a variant's language or purpose (null clears)",
        description: "409 ResumeNotVariant for a resume that is no variant; 423 ResumeLocked.",
        params: idParams,
        body: patchVariantSchema,
        response: { 200: resumeSchema },
      },
    },
    async (request) => presentResume(await patchVariant(deps, requireAuth(request).user.id, request.params.id, request.body)),
  );

  api.post(
    "/api/resume/:id/detach",
    {
      onRequest,
      schema: {
        tags,
        summary: "Make a variant an ordinary resume with the data it shows",
        description: "409 ResumeNotVariant for a resume that is no variant; 423 ResumeLocked.",
        params: idParams,
        response: { 200: resumeSchema },
      },
    },
    async (request) => presentResume(await detachVariant(deps, requireAuth(request).user.id, request.params.id)),
  );

  api.get(
    "/api/resume/:id/export",
    {
      onRequest,
      schema: {
        tags,
        summary: "A resume in Vitae's format (a variant: its effective data); `variants=include` adds a master's variants",
        params: idParams,
        querystring: exportResumeQuerySchema,
        response: { 200: resumeExportSchema },
      },
    },
    async (request) =>
      exportResume(deps, requireAuth(request).user.id, request.params.id, request.query.variants === "include"),
  );
}
