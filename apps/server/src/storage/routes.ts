import multipart from "@fastify/multipart";
import { uploadImageResponseSchema } from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error";
import { requireAuth } from "../session/authenticate";
import { isPictureKey } from "./keys";
import { maxUploadBytes } from "./process-image";
import { readImageUpload } from "./read-upload";
import { type StorageDeps, uploadImage } from "./service";
import { isValidKey } from "./storage";

const tags = ["storage"];

/** PUT /api/storage/image (upload a picture) and GET /api/storage/<key> (serve it). */
export async function storageRoutes(app: FastifyInstance, deps: StorageDeps): Promise<void> {
  // Per-request limits (read-upload.ts) are stricter; these bound any other multipart use.
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fieldSize: 1024, parts: 10 } });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    "/api/storage/image",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Upload a picture (multipart field `file`: JPEG, PNG, WebP or GIF up to 10 MB; optional `resumeId`)",
        description:
          "The image is re-encoded to WebP within 2048×2048 without metadata. SVG, HTML and anything " +
          "that is not one of the four formats are refused by content, whatever the file's name.",
        consumes: ["multipart/form-data"],
        response: { 200: uploadImageResponseSchema },
      },
    },
    async (request) => {
      const upload = await readImageUpload(request);
      return { data: await uploadImage(deps, requireAuth(request).user.id, upload) };
    },
  );

  api.get(
    "/api/storage/*",
    {
      // A HEAD would open the file only to drop it.
      exposeHeadRoute: false,
      schema: { tags, summary: "A stored file, e.g. an uploaded picture", params: z.object({ "*": z.string() }) },
    },
    async (request, reply) => {
      const key = request.params["*"];
      const file = isValidKey(key) && isPictureKey(key) ? await deps.storage.get(key) : null;
      if (!file) throw new AppError("NotFound", "No stored file has this address.");
      void reply
        .header("content-type", file.contentType)
        // Keys are never reused (each upload gets a new id), so a file never changes.
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        // Even if a browser were talked into rendering it as a document, it could run nothing.
        .header("content-security-policy", "default-src 'none'")
        // Pictures are public by URL and shown on public pages and in the printer.
        .header("cross-origin-resource-policy", "cross-origin");
      if (file.size !== undefined) void reply.header("content-length", file.size);
      return reply.send(file.body);
    },
  );
}
