import { buildApp } from "./app";
import { openDatabase } from "./db/open-database";
import { loadEnv } from "./env";
import { StartupError } from "./startup-error";

async function run(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase(env);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw new StartupError(`Database migration failed: ${(error as Error).message}`, { cause: error });
  }
  const app = await buildApp({ env, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ host: env.HOST, port: env.PORT });
  } catch (error) {
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE" || code === "EACCES") {
      throw new StartupError(`Cannot listen on ${env.HOST}:${env.PORT} (${code}). Set PORT to a free port.`);
    }
    throw error;
  }
}

/**
 * Opens and migrates the database, builds the app and listens; resolves once it listens. A
 * failure ends the process with a message for the operator.
 */
export async function startServer(): Promise<void> {
  try {
    await run();
  } catch (error) {
    // Configuration problems are the operator's to fix: one clear sentence, no stack.
    if (error instanceof StartupError) {
      process.stderr.write(`Vitae could not start: ${error.message}\n`);
    } else {
      process.stderr.write(`Vitae could not start:\n${(error as Error).stack ?? String(error)}\n`);
    }
    process.exit(1);
  }
}
