import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInReply {
  status?: number;
  /** Sent as it is (so tests can send broken JSON). */
  body: string;
  /** Waits this long before answering. */
  delayMs?: number;
}

/**
 * GitHub or Crowdin as far as the contributors lists need them: a real HTTP server on
 * 127.0.0.1 answering each path with what the test set, counting and recording requests.
 */
export class UpstreamStandIn {
  readonly requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  private readonly replies = new Map<string, StandInReply>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly server: Server = createServer((request, response) => {
    const path = request.url ?? "/";
    this.requests.push({ path, headers: request.headers });
    const reply = this.replies.get(path.split("?")[0] ?? path) ?? { status: 404, body: "{}" };
    const send = () => response.writeHead(reply.status ?? 200, { "content-type": "application/json" }).end(reply.body);
    if (!reply.delayMs) return send();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      send();
    }, reply.delayMs);
    this.timers.add(timer);
  });

  /** Answers `path` (query ignored) with `reply` from now on. */
  reply(path: string, reply: StandInReply): void {
    this.replies.set(path, reply);
  }

  /** How many requests reached `path`. */
  count(path: string): number {
    return this.requests.filter((request) => request.path.split("?")[0] === path).length;
  }

  url(path: string): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return this;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** An address on 127.0.0.1 where nothing listens (a port that was free a moment ago). */
export async function closedPortUrl(path = "/"): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}${path}`;
}

/** GitHub's answer for a list of logins (one of them a bot). */
export function githubContributorsBody(logins: string[]): string {
  return JSON.stringify(
    logins.map((login) => ({
      login,
      html_url: `https://github.com/${login}`,
      avatar_url: `https://avatars.githubusercontent.com/u/${login.length}?v=4`,
      type: login.endsWith("[bot]") ? "Bot" : "User",
      contributions: 3,
    })),
  );
}
