import { setFlagsFromString } from "node:v8";

/*
 * The server's entry point. V8 doubles its young generation each time much of it survives a
 * minor collection, as nearly everything does while the modules load and the app is built,
 * so by the time the server listens the young generation has grown to its 16 MiB semi-space
 * maximum (about 20 MiB of resident memory an idle server keeps). Starting with a growth
 * factor of 1 keeps it at its first size through the start; once the server listens the
 * factor is back to V8's default of 2, so under load it grows as it always did. The flag only
 * sets how much a semi-space grows, read each time it does; it has to be set before the rest
 * of the server is loaded, hence this module and the dynamic import (the build splits it off).
 */
setFlagsFromString("--semi-space-growth-factor=1");
const { startServer } = await import("./start-server");
await startServer();
setFlagsFromString("--semi-space-growth-factor=2");
