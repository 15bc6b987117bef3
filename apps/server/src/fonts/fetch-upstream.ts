/** Why the font service could not get something from Google Fonts. */
export type UpstreamFailure = "timeout" | "network" | "not-found" | "bad-status" | "too-large" | "bad-content";

export class UpstreamError extends Error {
  constructor(
    readonly reason: UpstreamFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "UpstreamError";
  }
}

export interface UpstreamRequest {
  url: string;
  headers?: Record<string, string>;
  /** Deadline for connecting, the headers and the whole body. */
  timeoutMs: number;
  /** Largest body accepted (after decompression). */
  maxBytes: number;
}

export interface UpstreamResponse {
  body: Buffer;
  contentType: string;
}

/**
 * GET of one address the service built itself from a configured base (never one a client
 * sent): redirects are refused rather than followed, so an answer can only come from the
 * configured host; the body is read up to `maxBytes` within one deadline.
 */
export async function fetchUpstream(request: UpstreamRequest): Promise<UpstreamResponse> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  let response: Response;
  try {
    response = await fetch(request.url, { headers: request.headers, redirect: "manual", signal });
  } catch (error) {
    throw failure(signal, error);
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => undefined);
    const reason = response.status === 400 || response.status === 404 ? "not-found" : "bad-status";
    throw new UpstreamError(reason, `The font service answered ${response.status}.`);
  }
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > request.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new UpstreamError("too-large", `The answer is larger than ${request.maxBytes} bytes.`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const chunk of response.body ?? []) {
      total += chunk.byteLength;
      if (total > request.maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        throw new UpstreamError("too-large", `The answer is larger than ${request.maxBytes} bytes.`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw error instanceof UpstreamError ? error : failure(signal, error);
  }
  return { body: Buffer.concat(chunks), contentType: response.headers.get("content-type") ?? "" };
}

function failure(signal: AbortSignal, cause: unknown): UpstreamError {
  if (signal.aborted) return new UpstreamError("timeout", "The font service took too long to answer.", { cause });
  const code = (cause as { cause?: { code?: string } } | undefined)?.cause?.code;
  return new UpstreamError("network", `The font service cannot be reached${code ? ` (${code})` : ""}.`, { cause });
}
