import { resolve } from "node:path";

/**
 * "zod" means src/zod-jitless.ts in the build: zod itself, configured before any schema
 * parses. Zod probes whether it may compile parsers with `new Function`; the app's CSP
 * forbids eval, so the probe failed on every page that parsed an answer and each reported a
 * CSP violation. A module of its own (rather than a call in main.tsx) keeps zod out of the
 * pages that never parse anything, such as the landing page: the call travels with zod.
 */
export const zodJitlessAlias = { find: /^zod$/, replacement: resolve(import.meta.dirname, "src/zod-jitless.ts") };
