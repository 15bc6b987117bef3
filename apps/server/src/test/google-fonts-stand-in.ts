import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** The first bytes of a woff2 file, then padding: enough for the service's check. */
export const woff2Bytes = Buffer.concat([Buffer.from("wOF2"), Buffer.alloc(60, 7)]);

/**
 * Google Fonts as the font service needs it, on 127.0.0.1 over real HTTP: `/css` answers
 * @font-face rules for the families it knows (`family=Name:weights`, as CSS API v1 takes it)
 * pointing at `{filesBase}/s/{id}/v1/{weight}.woff2`, which it also serves (every one the same
 * file). Counts requests.
 */
export class GoogleFontsStandIn {
  readonly requests: string[] = [];
  /** Extra CSS appended to every answer (tests slip hostile rules in here). */
  extraCss = "";
  /** Delay before every answer. */
  delayMs = 0;
  private readonly server: Server;

  constructor(
    private readonly families: Record<string, readonly number[]>,
    /** What every font file is (a real woff2 when a browser is to draw it). */
    fileBody: Buffer = woff2Bytes,
  ) {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      this.requests.push(`${url.pathname}${url.search}`);
      const send = (status: number, type: string, body: string | Buffer) => {
        setTimeout(() => response.writeHead(status, { "content-type": type }).end(body), this.delayMs).unref();
      };
      if (url.pathname === "/css") {
        const [family = "", weights = "400"] = (url.searchParams.get("family") ?? "").split(":");
        const known = this.families[family];
        if (!known) return send(400, "text/html", "<p>400: Missing font family</p>");
        const rules = weights
          .split(",")
          .filter((weight) => known.includes(Number.parseInt(weight, 10)))
          .map((weight) => this.rule(family, weight));
        return send(200, "text/css; charset=utf-8", `${rules.join("\n")}\n${this.extraCss}`);
      }
      const file = /^\/static\/s\/([a-z0-9]+)\/v1\/[0-9a-z]+\.woff2$/.exec(url.pathname);
      if (file && Object.keys(this.families).some((family) => this.id(family) === file[1])) return send(200, "font/woff2", fileBody);
      send(404, "text/plain", "not found");
    });
  }

  private id(family: string): string {
    return family.toLowerCase().replace(/ /g, "");
  }

  private rule(family: string, weight: string): string {
    const italic = weight.endsWith("italic");
    return [
      "/* latin */",
      "@font-face {",
      `  font-family: '${family}';`,
      `  font-style: ${italic ? "italic" : "normal"};`,
      `  font-weight: ${Number.parseInt(weight, 10)};`,
      "  font-display: swap;",
      `  src: url(${this.filesBase}/s/${this.id(family)}/v1/${weight}.woff2) format('woff2');`,
      "  unicode-range: U+0000-00FF, U+0131, U+2000-206F;",
      "}",
    ].join("\n");
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** FONTS_FILES_URL of this stand-in (a base with a path, as a mirror might have). */
  get filesBase(): string {
    return `${this.origin}/static`;
  }

  count(prefix: string): number {
    return this.requests.filter((request) => request.startsWith(prefix)).length;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
