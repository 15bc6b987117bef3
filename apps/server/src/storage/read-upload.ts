import type { FastifyError, FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error";
import { maxUploadBytes } from "./process-image";

export interface ImageUpload {
  bytes: Buffer;
  resumeId?: string;
}

/** A 4xx that is not one of the catalogue's codes; the error handler answers its status and message. */
class UploadRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "UploadRefused";
  }
}

const tooLargeMessage = `The image is larger than ${maxUploadBytes / 1024 / 1024} MB; upload a smaller one.`;

const multipartLimits = {
  fileSize: maxUploadBytes,
  files: 1,
  fields: 4,
  // Field values are ids, not content.
  fieldSize: 256,
  parts: 6,
  headerPairs: 50,
};

/** The multipart plugin's limit errors, in words a person can act on. */
function explain(error: FastifyError): Error {
  switch (error.code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new UploadRefused(413, tooLargeMessage);
    case "FST_FILES_LIMIT":
      return new AppError("ValidationError", "Send one file at a time.");
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return new AppError("ValidationError", 'Send only the fields "file" and, optionally, "resumeId".');
    default:
      // The parser's own errors ("Unexpected end of multipart data", a missing boundary…)
      // are the client's malformed body, not the server's failure.
      return error.statusCode !== undefined && error.statusCode >= 500
        ? error
        : new AppError("ValidationError", `The multipart body cannot be read: ${error.message}`);
  }
}

/**
 * Reads PUT /storage/image's multipart body: the image in `file` (at most
 * `maxUploadBytes`, buffered because it is decoded whole anyway) and an optional
 * `resumeId`. Anything else, or anything over the limits, is refused with a clear message.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    throw new AppError("ValidationError", 'Send the image as multipart/form-data in the field "file".');
  }
  let bytes: Buffer | undefined;
  let resumeId: string | undefined;
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type === "file") {
        if (part.fieldname !== "file") {
          throw new AppError("ValidationError", `Unexpected file field "${part.fieldname}"; send the image in "file".`);
        }
        bytes = await part.toBuffer();
      } else if (part.fieldname === "resumeId") {
        if (part.valueTruncated || typeof part.value !== "string") {
          throw new AppError("ValidationError", "resumeId is not a resume id.");
        }
        resumeId = part.value.trim() || undefined;
      } else {
        throw new AppError("ValidationError", `Unexpected field "${part.fieldname}".`);
      }
    }
  } catch (error) {
    throw error instanceof AppError ? error : explain(error as FastifyError);
  }
  if (bytes === undefined) throw new AppError("ValidationError", 'Send the image in the multipart field "file".');
  return resumeId === undefined ? { bytes } : { bytes, resumeId };
}
