import type { Contributor } from "@vitae/schema";
import type { FastifyBaseLogger } from "fastify";

/** How long an upstream may take, answer included, before the list is empty: a slow one must not hold up the landing page. */
export const upstreamTimeoutMs = 3_000;
/** How long a fetched list is kept (24 h): contributors change slowly, GitHub rate-limits. */
export const cacheTtlMs = 24 * 60 * 60 * 1000;
/**
 * How long a failure is remembered before the upstream is asked again: short enough that an
 * outage heals itself soon, long enough that an offline server does not wait on every visit.
 */
export const failureTtlMs = 5 * 60 * 1000;

export interface ContributorSourceOptions {
  /** Which list, for the logs ("github", "crowdin"). */
  name: string;
  /** The upstream's address; `null` means the list is not configured and stays empty. */
  url: string | null;
  headers?: Record<string, string>;
  /** Turns the upstream's JSON into contributors; never throws on odd input. */
  present: (body: unknown) => Contributor[];
  log?: Pick<FastifyBaseLogger, "warn">;
  timeoutMs?: number;
  ttlMs?: number;
  failureTtlMs?: number;
  now?: () => number;
}

interface Cached {
  contributors: Contributor[];
  expiresAt: number;
}

/**
 * One upstream list of contributors, fetched on demand and kept in memory. Concurrent
 * requests share one fetch; a failed fetch (unreachable, slow, non-2xx, not JSON) answers
 * the last good list, or an empty one, so the landing page never waits long or breaks.
 */
export class ContributorSource {
  private cached: Cached | null = null;
  private inFlight: Promise<Contributor[]> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: ContributorSourceOptions) {
    this.now = options.now ?? Date.now;
  }

  async list(): Promise<Contributor[]> {
    if (this.options.url === null) return [];
    if (this.cached && this.cached.expiresAt > this.now()) return this.cached.contributors;
    this.inFlight ??= this.refresh().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async refresh(): Promise<Contributor[]> {
    try {
      const contributors = await this.fetchUpstream();
      this.cached = { contributors, expiresAt: this.now() + (this.options.ttlMs ?? cacheTtlMs) };
    } catch (error) {
      // One line, no stack: an offline server says this every few minutes, and it is expected.
      const reason = error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ""}` : String(error);
      this.options.log?.warn({ source: this.options.name, reason }, "contributors could not be fetched; answering the last known list");
      this.cached = {
        contributors: this.cached?.contributors ?? [],
        expiresAt: this.now() + (this.options.failureTtlMs ?? failureTtlMs),
      };
    }
    return this.cached.contributors;
  }

  private async fetchUpstream(): Promise<Contributor[]> {
    // One deadline for connecting, the headers and the body alike.
    const signal = AbortSignal.timeout(this.options.timeoutMs ?? upstreamTimeoutMs);
    const response = await fetch(this.options.url ?? "", {
      headers: { accept: "application/json", "user-agent": "Vitae", ...this.options.headers },
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`${this.options.name} answered ${response.status}`);
    }
    return this.options.present(JSON.parse(await response.text()));
  }
}
