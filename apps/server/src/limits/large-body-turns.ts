import type { FastifyInstance, preValidationHookHandler } from "fastify";
import type { EventLoopTurns } from "./event-loop-turns";

/**
 * A body larger than this waits for turns of the event loop of its own. Parsing, validating
 * and answering such a body costs several milliseconds of this thread for every 256 KiB, so
 * smaller requests (an autosave's JSON Patch, a 40 KB resume) never wait.
 */
export const largeBodyBytes = 256 * 1024;

type BodyRequest = { headers: { "content-length"?: string } };

// Requests whose body turned out large when it was read: a chunked body announces no length.
const readLarge = new WeakSet<BodyRequest>();

/** Whether the request announced a body larger than `largeBodyBytes`, or its body read so. */
function hasLargeBody(request: BodyRequest): boolean {
  if (readLarge.has(request)) return true;
  const length = Number(request.headers["content-length"]);
  return Number.isFinite(length) && length > largeBodyBytes;
}

/**
 * Waits for a turn when the request's body is large; undefined (no wait at all) otherwise.
 * `bodyLength`, given by a parser that has read the body (in characters), counts too, and the
 * request's later turns then follow it.
 */
export function largeBodyTurn(turns: EventLoopTurns): (request: BodyRequest, bodyLength?: number) => Promise<void> | undefined {
  return (request, bodyLength) => {
    if (bodyLength !== undefined && bodyLength > largeBodyBytes) readLarge.add(request);
    return hasLargeBody(request) ? turns.take() : undefined;
  };
}

/**
 * Requests with a large body (a megabyte of resume data, an import, an upload) take a turn
 * of the event loop before validation and again before their handler, so that each of these
 * stretches runs apart from other large requests' (see `EventLoopTurns`). The JSON parser
 * takes one before parsing too (`registerNulGuard`, given `largeBodyTurn`).
 */
export function registerLargeBodyTurns(app: FastifyInstance, turns: EventLoopTurns): void {
  const turn = largeBodyTurn(turns);
  // Callback-style: every request passes here twice, and most go on at once, without a promise.
  const takeTurn: preValidationHookHandler = (request, _reply, done) => {
    const waiting = turn(request);
    if (waiting) void waiting.then(() => done(), done);
    else done();
  };
  app.addHook("preValidation", takeTurn);
  app.addHook("preHandler", takeTurn);
}
