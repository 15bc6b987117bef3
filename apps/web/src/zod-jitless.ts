import { config } from "zod/v4";

// Zod, with its parsers interpreted rather than compiled (see zod-jitless-alias.ts): the
// app's CSP forbids eval. The build resolves "zod" to this module.
config({ jitless: true });

export * from "zod/v4";
