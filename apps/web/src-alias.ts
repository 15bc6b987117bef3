import { resolve } from "node:path";

/**
 * "@/x" means apps/web/src/x. Imports inside one folder stay relative ("./x"); anything that
 * leaves its folder starts at src, so moving a file changes its own imports, not a chain of
 * "../../../". tsconfig.json's `paths` says the same to TypeScript; the build (vite.config.ts)
 * and the tests (vitest.config.ts) share this one alias.
 */
export const srcAlias = { find: /^@\//, replacement: `${resolve(import.meta.dirname, "src")}/` };
