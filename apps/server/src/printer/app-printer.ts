import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Env } from "../env";
import { Printer, type PrinterStatus } from "./printer";

/** What the app needs of a printer; tests inject a wrapper or a stand-in. */
export type ResumePrinter = Pick<Printer, "printPdf" | "previewImage" | "status" | "close"> &
  Partial<Pick<Printer, "closeIdlePages" | "renderAhead" | "holdsRendered">>;

/**
 * Paths whose responses never change while the server runs: the built web app's hashed
 * bundles and fonts, and the bundled brand icons. The printer serves them from memory.
 */
export const artboardStaticPaths = ["/assets/", "/icons/"] as const;

/**
 * The origin the printing browser loads the artboard from: APP_INTERNAL_URL, else the
 * loopback address of the port the server actually listens on (PORT=0 included).
 */
export function internalOrigin(env: Pick<Env, "APP_INTERNAL_URL" | "PORT">, app?: FastifyInstance): string {
  if (env.APP_INTERNAL_URL) return new URL(env.APP_INTERNAL_URL).origin;
  const address = app?.server.address() as AddressInfo | string | null | undefined;
  const port = address && typeof address === "object" ? address.port : env.PORT;
  return `http://127.0.0.1:${port}`;
}

/**
 * The app's one printer, made on first use (after `listen`, so it knows the real port) and
 * closed with the app. The browser itself starts on the first print.
 */
export interface AppPrinterDeps {
  app: FastifyInstance;
  env: Env;
  /** A printer to use instead of Chromium (tests). */
  printer?: ResumePrinter;
}

export class AppPrinter {
  private printer: ResumePrinter | null;

  constructor(private readonly deps: AppPrinterDeps) {
    this.printer = deps.printer ?? null;
    // Before the HTTP server waits for its connections: warm pages hold some open.
    this.deps.app.addHook("preClose", async () => {
      await this.printer?.closeIdlePages?.();
    });
    this.deps.app.addHook("onClose", async () => {
      await this.printer?.close();
    });
  }

  get(): ResumePrinter {
    this.printer ??= new Printer({
      appOrigin: internalOrigin(this.deps.env, this.deps.app),
      ...(this.deps.env.CHROME_URL ? { cdpUrl: this.deps.env.CHROME_URL } : {}),
      executablePath: this.deps.env.CHROME_PATH,
      ...(this.deps.env.PRINTER_POOL_SIZE ? { poolSize: this.deps.env.PRINTER_POOL_SIZE } : {}),
      timeoutMs: this.deps.env.PRINTER_TIMEOUT_SECONDS * 1000,
      staticPathPrefixes: artboardStaticPaths,
      logger: this.deps.app.log,
    });
    return this.printer;
  }

  status(): PrinterStatus {
    return this.get().status();
  }
}
