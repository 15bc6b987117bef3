import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error";

const message = "Text may not contain the NUL character (U+0000).";

/** Whether JSON text holds the escape \u0000 (and not an escaped backslash followed by "u0000"). */
function holdsNulEscape(text: string): boolean {
  for (let at = text.indexOf("\\u0000"); at !== -1; at = text.indexOf("\\u0000", at + 1)) {
    let backslashes = 0;
    while (text[at - 1 - backslashes] === "\\") backslashes += 1;
    if (backslashes % 2 === 0) return true;
  }
  return false;
}

/**
 * Refuses, with 400, every request whose address or JSON body holds the NUL character.
 * PostgreSQL can store it in neither text nor JSON, so it would otherwise fail deep in a
 * query as a 500; no field of the app has a use for it. `beforeParsing`, given the request and
 * its body's length in characters, holds the body's parsing until the promise it answers
 * settles (large bodies wait for a turn of the event loop: `limits/large-body-turns.ts`).
 */
export function registerNulGuard(
  app: FastifyInstance,
  beforeParsing?: (request: FastifyRequest, bodyLength: number) => Promise<void> | undefined,
): void {
  app.addHook("onRequest", async (request) => {
    if (/%00/i.test(request.url)) throw new AppError("ValidationError", message);
  });
  // The default JSON parser (which also refuses __proto__ and constructor.prototype keys),
  // after a look at the text: JSON can only write NUL as an escape.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    const parse = () => {
      if (holdsNulEscape(text)) done(new AppError("ValidationError", message), undefined);
      else parseJson(request, text, done);
    };
    const waiting = beforeParsing?.(request, text.length);
    if (waiting) void waiting.then(parse, (error: Error) => done(error, undefined));
    else parse();
  });
}
