import { uploadImageResponseSchema } from "@vitae/schema";
import { api } from "./client";

/** The storage call of docs/resume-api.md: PUT /storage/image (multipart field `file`). */
export const storageApi = {
  /**
   * Uploads a picture and resolves with the absolute URL of the stored (re-encoded) image.
   * `resumeId` files it under that resume, so it is copied and deleted with the resume.
   */
  uploadImage: async (file: File, resumeId?: string): Promise<string> => {
    const body = new FormData();
    if (resumeId) body.append("resumeId", resumeId);
    body.append("file", file);
    return uploadImageResponseSchema.parse(await api.put<unknown>("/storage/image", body)).data;
  },
};
