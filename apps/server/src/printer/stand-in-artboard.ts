// Test support: a tiny artboard that implements artboard-contract.ts, served on loopback,
// plus a listener that counts every connection and request reaching it. The page also
// tries every way resume content could make the printer's browser reach elsewhere.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface CountingListener {
  port: number;
  requests: string[];
  connections: number;
  close(): Promise<void>;
}

export async function startCountingListener(): Promise<CountingListener> {
  const listener: CountingListener = { port: 0, requests: [], connections: 0, close: async () => undefined };
  const server = http.createServer((request, response) => {
    listener.requests.push(request.url ?? "");
    response.setHeader("content-type", "text/css");
    response.end("body { color: red }");
  });
  server.on("connection", () => {
    listener.connections += 1;
  });
  listener.port = await listen(server);
  listener.close = () => close(server);
  return listener;
}

export interface StandInArtboard {
  origin: string;
  /** Paths the artboard server was asked for. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Renders `payload.basics.name` on `payload.metadata.layout.length` physical pages in the
 * payload's page format. Names with a meaning: "HANG" never reports ready, "FAIL" reports
 * an error.
 */
export async function startStandInArtboard(otherPort: number): Promise<StandInArtboard> {
  const other = `http://127.0.0.1:${otherPort}`;
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? "/";
    requests.push(url);
    if (url === "/artboard/preview") {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.end(artboardHtml(other));
    } else if (url === "/redirect-out") {
      response.writeHead(302, { location: `${other}/redirected` }).end();
    } else if (url === "/redirect-in") {
      response.writeHead(302, { location: "/pixel.gif" }).end();
    } else if (url === "/pixel.gif") {
      response.setHeader("content-type", "image/gif");
      response.end(Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"));
    } else {
      response.writeHead(404).end();
    }
  });
  const port = await listen(server);
  return { origin: `http://127.0.0.1:${port}`, requests, close: () => close(server) };
}

function artboardHtml(other: string): string {
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<title>artboard</title>
<style>@import url(${other}/x.css);</style>
<style id="page-size"></style>
<style>
  @font-face { font-family: Remote; src: url(${other}/font.woff2); }
  body { margin: 0; font-family: Remote, sans-serif; background: url(http://169.254.169.254/); }
  .page { box-sizing: border-box; padding: 20mm; overflow: hidden; background-image: url(${other}/bg.png); }
  .page + .page { break-before: page; }
  .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; }
</style>
</head>
<body>
<div class="hidden">
  <img src="${other}/secret">
  <img src="/redirect-out">
  <img src="/redirect-in">
  <iframe src="file:///etc/passwd"></iframe>
  <iframe src="${other}/frame"></iframe>
</div>
<main id="root"></main>
<script>
  const sizes = { a4: ["210mm", "297mm", "A4"], letter: ["8.5in", "11in", "letter"] };
  addEventListener("message", (event) => {
    if (event.origin !== location.origin || !event.data || event.data.type !== "SET_RESUME") return;
    const root = document.documentElement;
    root.dataset.vitaeReady = "false";
    const data = event.data.payload;
    const name = data.basics.name;
    if (name === "HANG") return;
    if (name === "FAIL") { root.dataset.vitaeReady = "error"; return; }
    const [width, height, size] = sizes[data.metadata.page.format] || sizes.a4;
    document.getElementById("page-size").textContent =
      "@page { size: " + size + "; margin: 0 } .page { width: " + width + "; height: " + height + " }";
    document.title = name;
    const main = document.getElementById("root");
    main.replaceChildren();
    data.metadata.layout.forEach((_, index) => {
      const page = document.createElement("section");
      page.className = "page";
      page.dataset.vitaePage = String(index);
      const heading = document.createElement("h1");
      heading.textContent = name + " — page " + (index + 1);
      page.append(heading);
      main.append(page);
    });
    document.fonts.ready.then(() => requestAnimationFrame(() => { root.dataset.vitaeReady = "true"; }));
  });
  window.__vitaeArtboardReady = "idle";
</script>
</body>
</html>`;
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
