import type { FastifyRequest, FastifyServerOptions } from "fastify";

/** Where log lines go (pino's destination), e.g. a stream a test reads. */
export interface LogStream {
  write(line: string): void;
}

/** The most of any one text a log line keeps; the rest is replaced by a note of its length. */
export const maxLoggedTextLength = 2048;

const maxDepth = 6;
const maxEntries = 50;

function cut(text: string): string {
  return text.length <= maxLoggedTextLength
    ? text
    : `${text.slice(0, maxLoggedTextLength)}… [${text.length - maxLoggedTextLength} more characters cut]`;
}

/** An error as plain data: its own fields (a database error's code, detail…), type, message, stack and cause. */
function serializeError(error: Error): Record<string, unknown> {
  return {
    ...Object.fromEntries(Object.entries(error)),
    type: error.name,
    message: error.message,
    stack: error.stack,
    ...(error.cause === undefined ? {} : { cause: error.cause }),
  };
}

/**
 * A copy of a value to log in which every text is cut at `maxLoggedTextLength` and lists,
 * objects and nesting are bounded too: one request, whatever it sends, writes a few KB of
 * log at most (an error quoting a 3 MB field once wrote 19 MB).
 */
export function boundForLog(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return cut(value);
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Error) return boundForLog(serializeError(value), depth);
  if (depth >= maxDepth) return "[nested too deep]";
  if (Array.isArray(value)) {
    const kept = value.slice(0, maxEntries).map((entry) => boundForLog(entry, depth + 1));
    return value.length > maxEntries ? [...kept, `[${value.length - maxEntries} more entries cut]`] : kept;
  }
  const entries = Object.entries(value);
  const bounded: Record<string, unknown> = {};
  for (const [key, entry] of entries.slice(0, maxEntries)) bounded[cut(key)] = boundForLog(entry, depth + 1);
  if (entries.length > maxEntries) bounded["[cut]"] = `${entries.length - maxEntries} more keys`;
  return bounded;
}

/**
 * The server's logger: requests are logged by method, address and status only (never
 * headers or bodies), and every logged value and message is bounded by `boundForLog`.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: cut(request.url), remoteAddress: request.ip }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: Error) => boundForLog(error) as { type: string; message: string; stack: string },
    },
    formatters: {
      // Serialisers handle req, res and err; everything else is bounded here.
      log: (object) =>
        Object.fromEntries(
          Object.entries(object).map(([key, value]) =>
            key === "req" || key === "res" || key === "err" ? [key, value] : [key, boundForLog(value)],
          ),
        ),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? cut(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
}
