import type { FastifyInstance } from "fastify";
import type { EventLoopTurns } from "./event-loop-turns";

/**
 * A body larger than this waits for turns of its own before it is validated and before it
 * is handled. Parsing, validating and answering such a body costs several milliseconds of
 * this thread for every 256 KiB, so smaller requests (an autosave's JSON Patch, a 40 KB
 * resume) never wait.
 */
export const largeBodyBytes = 256 * 1024;

/** Whether the request announced a body larger than `largeBodyBytes`. */
export function hasLargeBody(headers: { "content-length"?: string }): boolean {
  const length = Number(headers["content-length"]);
  return Number.isFinite(length) && length > largeBodyBytes;
}

/**
 * Requests with a large body (a megabyte of resume data, an import, an upload) take a turn
 * of the event loop once their body is parsed and again once it is validated, so each of
 * these stretches runs apart from other large requests' (see `EventLoopTurns`).
 */
export function registerLargeBodyTurns(app: FastifyInstance, turns: EventLoopTurns): void {
  const takeTurn = async (request: { headers: { "content-length"?: string } }) => {
    if (hasLargeBody(request.headers)) await turns.take();
  };
  app.addHook("preValidation", takeTurn);
  app.addHook("preHandler", takeTurn);
}
