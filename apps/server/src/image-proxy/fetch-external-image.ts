import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import net from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { isPublicAddress } from "./address-policy";
import { isAllowedImageContentType, sniffImageType, sniffLength, type ImageType } from "./sniff-image-type";

export type ImageFetchFailure =
  | "invalid-url"
  | "unsupported-protocol"
  | "forbidden-address"
  | "unresolvable"
  | "too-many-redirects"
  | "bad-status"
  | "not-an-image"
  | "too-large"
  | "timeout"
  | "network";

/** Why an external picture was not fetched; `url` is the hop that failed. */
export class ImageFetchError extends Error {
  constructor(
    readonly reason: ImageFetchFailure,
    message: string,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ImageFetchError";
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** A connection the fetcher is about to make, for the address policy to judge. */
export interface ConnectionTarget extends ResolvedAddress {
  hostname: string;
  port: number;
}

export interface FetchImageOptions {
  /** Largest body accepted, after decompression (default 10 MB). */
  maxBytes?: number;
  /** Deadline for the whole fetch, redirects and DNS included (default 5 s). */
  timeoutMs?: number;
  /** Redirects followed, each checked like the first request (default 3). */
  maxRedirects?: number;
  /** Hostname → addresses; default `dns.lookup(host, {all: true})`. Tests map names here. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Whether a connection may be made; default: public addresses only (`isPublicAddress`). */
  isAddressAllowed?: (target: ConnectionTarget) => boolean;
  signal?: AbortSignal;
}

export interface ExternalImage {
  bytes: Buffer;
  /** The type the bytes prove (sniffed), not merely the one the server claimed. */
  contentType: ImageType;
  /** Address of the picture after redirects. */
  url: string;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

const defaultResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

const defaultPolicy = (target: ConnectionTarget) => isPublicAddress(target.address);

/**
 * Fetches a picture from the internet on a user's behalf without letting the URL reach
 * the server's own network (SSRF). Each hop: only http(s); the host is resolved once and
 * refused if ANY of its addresses fails the policy (private, loopback, link-local…); the
 * connection then goes to exactly those checked addresses (no second resolution, so DNS
 * rebinding cannot swap them), with the original Host header and TLS server name.
 * Redirects are followed by hand and every hop is checked again. The answer must be a
 * 2xx raster image (by header and by its bytes), read up to `maxBytes`.
 */
export async function fetchExternalImage(url: string, options: FetchImageOptions = {}): Promise<ExternalImage> {
  const { maxBytes = 10 * 1024 * 1024, timeoutMs = 5000, maxRedirects = 3 } = options;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let current = parseUrl(url);
  for (let hop = 0; ; hop += 1) {
    const addresses = await checkedAddresses(current, options, signal);
    const response = await request(current, addresses, signal);
    const status = response.statusCode ?? 0;
    if (redirectStatuses.has(status) && response.headers.location) {
      response.destroy();
      if (hop >= maxRedirects) {
        throw new ImageFetchError("too-many-redirects", `More than ${maxRedirects} redirects.`, current.href);
      }
      current = parseUrl(response.headers.location, current);
      continue;
    }
    try {
      if (status < 200 || status > 299) {
        throw new ImageFetchError("bad-status", `The server answered ${status}.`, current.href);
      }
      if (!isAllowedImageContentType(response.headers["content-type"])) {
        throw new ImageFetchError("not-an-image", `Not a picture: ${response.headers["content-type"] ?? "no content type"}.`, current.href);
      }
      const declared = Number(response.headers["content-length"]);
      if (Number.isFinite(declared) && declared > maxBytes) {
        throw new ImageFetchError("too-large", `The picture is larger than ${maxBytes} bytes.`, current.href);
      }
      const bytes = await readCapped(decoded(response, current.href), maxBytes, current.href, signal);
      const contentType = sniffImageType(bytes.subarray(0, sniffLength));
      if (!contentType) throw new ImageFetchError("not-an-image", "The bytes are not a known picture format.", current.href);
      return { bytes, contentType, url: current.href };
    } finally {
      response.destroy();
    }
  }
}

function parseUrl(value: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch (error) {
    throw new ImageFetchError("invalid-url", "Not a valid URL.", value, { cause: error });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ImageFetchError("unsupported-protocol", `Only http and https pictures can be fetched, not ${url.protocol}`, url.href);
  }
  if (url.username || url.password) {
    throw new ImageFetchError("invalid-url", "Picture URLs must not carry credentials.", url.href);
  }
  return url;
}

// URL has already turned decimal, octal and hex IPv4 spellings into dotted quads.
async function checkedAddresses(url: URL, options: FetchImageOptions, signal: AbortSignal): Promise<ResolvedAddress[]> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const port = Number(url.port) || (url.protocol === "https:" ? 443 : 80);
  const family = net.isIP(hostname);
  let addresses: ResolvedAddress[];
  if (family) {
    addresses = [{ address: hostname, family: family === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await abortable((options.resolve ?? defaultResolve)(hostname), signal);
    } catch (error) {
      if (signal.aborted) throw failure(signal, url.href, error);
      throw new ImageFetchError("unresolvable", `Cannot resolve ${hostname}.`, url.href, { cause: error });
    }
    if (addresses.length === 0) throw new ImageFetchError("unresolvable", `No address for ${hostname}.`, url.href);
  }
  const allowed = options.isAddressAllowed ?? defaultPolicy;
  const refused = addresses.find((address) => !allowed({ ...address, hostname, port }));
  if (refused) {
    throw new ImageFetchError("forbidden-address", `${hostname} resolves to a non-public address (${refused.address}).`, url.href);
  }
  return addresses;
}

function request(url: URL, addresses: ResolvedAddress[], signal: AbortSignal): Promise<http.IncomingMessage> {
  // Hands the connection the addresses just checked instead of resolving the name again.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    const wanted = addresses.filter((a) => !lookupOptions.family || a.family === lookupOptions.family);
    const usable = wanted.length ? wanted : addresses;
    if (lookupOptions.all) callback(null, usable);
    else callback(null, usable[0]?.address ?? "", usable[0]?.family);
  };
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, "$1"),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        headers: {
          accept: "image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8",
          "accept-encoding": "gzip, deflate, br",
          "user-agent": "Vitae image proxy",
        },
        lookup: pinned,
        agent: false,
        signal,
      },
      resolve,
    );
    outgoing.on("error", (error) => reject(signal.aborted ? failure(signal, url.href, error) : network(url, error)));
    outgoing.end();
  });
}

function decoded(response: http.IncomingMessage, url: string): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (encoding === "identity") return response;
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) throw new ImageFetchError("not-an-image", `Unsupported content encoding ${encoding}.`, url);
  response.on("error", (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

async function readCapped(stream: Readable, maxBytes: number, url: string, signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  const onAbort = () => stream.destroy(signal.reason as Error);
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) throw new ImageFetchError("too-large", `The picture is larger than ${maxBytes} bytes.`, url);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    if (signal.aborted) throw failure(signal, url, error);
    throw new ImageFetchError("network", `Reading the picture failed: ${(error as Error).message}`, url, { cause: error });
  } finally {
    signal.removeEventListener("abort", onAbort);
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

// The deadline's reason is a TimeoutError DOMException; a caller's cancel passes its own reason.
function failure(signal: AbortSignal, url: string, cause: unknown): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof DOMException && reason.name === "TimeoutError") {
    return new ImageFetchError("timeout", "The picture took too long to fetch.", url, { cause });
  }
  return reason instanceof Error ? reason : new ImageFetchError("network", "The fetch was cancelled.", url, { cause });
}

function network(url: URL, error: Error): ImageFetchError {
  return new ImageFetchError("network", `Cannot fetch the picture: ${(error as NodeJS.ErrnoException).code ?? error.message}`, url.href, { cause: error });
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
