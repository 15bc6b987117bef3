import path from "node:path";
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import rule from "./import-boundaries.js";

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, "..");
const file = (relative: string) => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });

tester.run("import-boundaries", rule, {
  valid: [
    { code: 'import { z } from "zod";', filename: file("packages/schema/src/a.ts") },
    { code: 'import { x } from "./b";', filename: file("packages/schema/src/a.ts") },
    { code: 'import { x } from "@vitae/schema";', filename: file("apps/web/src/a.ts") },
    { code: 'import { x } from "@vitae/schema";', filename: file("apps/server/src/a.ts") },
    { code: 'import { x } from "@vitae/templates";', filename: file("apps/server/src/a.ts") },
    { code: 'import { x } from "@vitae/schema";', filename: file("packages/importers/src/a.ts") },
    { code: 'import { x } from "../../apps/server/x";', filename: file("scripts/a.ts") },
  ],
  invalid: [
    { code: 'import { x } from "@vitae/server";', filename: file("apps/web/src/a.ts"), errors: [{ messageId: "forbidden" }] },
    { code: 'import { x } from "../../server/src/app";', filename: file("apps/web/src/a.ts"), errors: [{ messageId: "forbidden" }] },
    { code: 'const m = import("@vitae/server/src/app");', filename: file("apps/web/src/a.ts"), errors: [{ messageId: "forbidden" }] },
    { code: 'import { x } from "@vitae/web";', filename: file("apps/server/src/a.ts"), errors: [{ messageId: "forbidden" }] },
    { code: 'export * from "../../../web/src/x";', filename: file("apps/server/src/db/a.ts"), errors: [{ messageId: "forbidden" }] },
    { code: 'import { x } from "@vitae/templates";', filename: file("packages/schema/src/a.ts"), errors: [{ messageId: "forbidden" }] },
    { code: 'import { x } from "../../importers/src";', filename: file("packages/schema/src/a.ts"), errors: [{ messageId: "forbidden" }] },
    { code: 'import { x } from "@vitae/importers";', filename: file("packages/templates/src/a.ts"), errors: [{ messageId: "forbidden" }] },
    { code: 'import { x } from "../../schema/src";', filename: file("packages/importers/src/a.ts"), errors: [{ messageId: "relative" }] },
  ],
});
