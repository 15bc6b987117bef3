// Run by build.mjs after bundling: writes dist/pglite-seed.tar.gz (see pglite-seed.ts).
import { writePgliteSeed } from "./pglite-seed";

await writePgliteSeed();
