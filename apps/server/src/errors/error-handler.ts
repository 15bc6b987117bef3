import type { ErrorResponse, ValidationIssue } from "@vitae/schema";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./app-error";

function validationIssues(error: FastifyError): ValidationIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => ({
    path: [
      error.validationContext ?? "body",
      ...(issue.instancePath.split("/").filter(Boolean) as (string | number)[]),
    ],
    message: issue.message ?? "is invalid",
  }));
}

/**
 * Maps every error to the API's error body: `AppError` by its code, request validation
 * to 400 with field paths, Fastify's own client errors (bad JSON, too large…) by their
 * status, and anything else to a logged 500 whose body reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    let body: ErrorResponse;
    if (error instanceof AppError) {
      body = { statusCode: error.statusCode, code: error.code, message: error.message, ...error.details };
      void reply.headers(error.headers);
    } else if (error.validation) {
      body = {
        statusCode: 400,
        code: "ValidationError",
        message: error.message,
        issues: validationIssues(error),
      };
    } else if (error.statusCode === 429) {
      body = { statusCode: 429, code: "TooManyRequests", message: error.message };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      body = { statusCode: error.statusCode, code: "ValidationError", message: error.message };
    } else {
      request.log.error({ err: error }, "unhandled error");
      body = {
        statusCode: 500,
        code: "SomethingWentWrong",
        message: "Something went wrong. Please try again.",
      };
    }
    return reply.status(body.statusCode).send(body);
  });
}

/** The body answered for an unknown route (API) or a missing static file. */
export function notFoundBody(method: string, url: string): ErrorResponse {
  return { statusCode: 404, code: "NotFound", message: `No route for ${method} ${url.split("?")[0]}` };
}
