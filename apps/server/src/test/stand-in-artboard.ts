// Test support: a tiny artboard that implements artboard-contract.ts, served on loopback,
// plus a listener that counts every connection and request reaching it. The page also
// tries every way resume content could make the printer's browser reach elsewhere.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { artboardPrintPath } from "@vitae/schema";

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
  /** Paths (without the query) the artboard server was asked for. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Renders `payload.basics.name` on `payload.metadata.layout.length` physical pages in the
 * payload's page format, along with content that tries every way out of the app origin (as
 * resume content would: it arrives with each resume, so reused pages meet it too) and two
 * pictures under /static/ (one of which redirects elsewhere). Names with a meaning: "HANG"
 * never reports ready, "FAIL" reports an error, "STICKY" makes the next reset (contract step
 * 6) fail.
 */
export async function startStandInArtboard(otherPort: number): Promise<StandInArtboard> {
  const other = `http://127.0.0.1:${otherPort}`;
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in").pathname;
    requests.push(url);
    if (url === artboardPrintPath) {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.end(artboardHtml(other));
    } else if (url === "/redirect-out") {
      response.writeHead(302, { location: `${other}/redirected` }).end();
    } else if (url === "/redirect-in") {
      response.writeHead(302, { location: "/pixel.gif" }).end();
    } else if (url === "/static/redirect-out") {
      response.writeHead(302, { location: `${other}/static-redirected` }).end();
    } else if (url === "/pixel.gif" || url === "/static/pixel.gif") {
      response.setHeader("content-type", "image/gif");
      response.end(Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"));
    } else {
      response.writeHead(404).end();
    }
  });
  const port = await listen(server);
  return { origin: `http://127.0.0.1:${port}`, requests, close: () => close(server) };
}

// Each render asks again (?r=<n>): a page reused for the next resume must not answer from
// what it loaded for the last one.
function artboardHtml(other: string): string {
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<title>artboard</title>
<style id="page-size"></style>
<style>
  body { margin: 0; font-family: Remote, sans-serif; }
  .page { box-sizing: border-box; padding: 20mm; overflow: hidden; }
  .page + .page { break-before: page; }
  .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; }
</style>
</head>
<body>
<main id="root"></main>
<script>
  const other = ${JSON.stringify(other)};
  const sizes = { a4: ["210mm", "297mm", "A4"], letter: ["8.5in", "11in", "letter"] };
  const main = document.getElementById("root");
  let renders = 0;
  let sticky = false;
  function hostile(r) {
    const box = document.createElement("div");
    box.className = "hidden";
    box.innerHTML =
      "<style>@import url(" + other + "/x.css?r=" + r + ");" +
      "@font-face { font-family: Remote; src: url(" + other + "/font.woff2?r=" + r + "); }" +
      "body { background: url(http://169.254.169.254/?r=" + r + "); }" +
      ".page { background-image: url(" + other + "/bg.png?r=" + r + "); }</style>" +
      '<img src="' + other + "/secret?r=" + r + '">' +
      '<img src="/redirect-out?r=' + r + '">' +
      '<img src="/redirect-in?r=' + r + '">' +
      '<img src="/static/pixel.gif"><img src="/static/redirect-out">' +
      '<iframe src="file:///etc/passwd"></iframe>' +
      '<iframe src="' + other + "/frame?r=" + r + '"></iframe>';
    return box;
  }
  const settled = (image) => image.complete ? null : new Promise((done) => { image.onload = image.onerror = done; });
  addEventListener("message", (event) => {
    if (event.origin !== location.origin || !event.data || event.data.type !== "SET_RESUME") return;
    const root = document.documentElement;
    root.dataset.vitaeReady = "false";
    const data = event.data.payload;
    const name = data.basics.name;
    sticky = name === "STICKY";
    if (name === "HANG") return;
    if (name === "FAIL") { root.dataset.vitaeReady = "error"; return; }
    const [width, height, size] = sizes[data.metadata.page.format] || sizes.a4;
    document.getElementById("page-size").textContent =
      "@page { size: " + size + "; margin: 0 } .page { width: " + width + "; height: " + height + " }";
    document.title = name;
    const box = hostile(++renders);
    main.replaceChildren(box);
    data.metadata.layout.forEach((_, index) => {
      const page = document.createElement("section");
      page.className = "page";
      page.dataset.vitaePage = String(index);
      const heading = document.createElement("h1");
      heading.textContent = name + " — page " + (index + 1);
      page.append(heading);
      main.append(page);
    });
    Promise.all([document.fonts.ready, ...Array.from(box.querySelectorAll("img"), settled)])
      .then(() => requestAnimationFrame(() => { root.dataset.vitaeReady = "true"; }));
  });
  window.__vitaeArtboardReset = () => {
    main.replaceChildren();
    document.getElementById("page-size").textContent = "";
    document.title = "artboard";
    delete document.documentElement.dataset.vitaeReady;
    return main.childNodes.length === 0 && !sticky;
  };
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
