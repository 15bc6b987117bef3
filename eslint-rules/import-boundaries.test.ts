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
    // Test code may import test code and test libraries.
    { code: 'import { x } from "../test/test-images";', filename: file("apps/server/src/storage/upload.test.ts") },
    { code: 'import { x } from "../../src/test/test-app";', filename: file("apps/server/test/durability/a.test.ts") },
    { code: 'import { x } from "./cookie-jar";', filename: file("apps/server/src/test/test-resumes.ts") },
    { code: 'import { expect } from "vitest";', filename: file("apps/web/src/test/render-design.tsx") },
    { code: 'import { x } from "@/test/render-design";', filename: file("apps/web/src/builder/right/a.test.tsx") },
    { code: 'import { x } from "./a.fixtures";', filename: file("apps/server/src/printer/b.fixtures.ts") },
    { code: 'import { test } from "@playwright/test";', filename: file("e2e/a.spec.ts") },
    { code: 'import { x } from "./support/github-stand-in.mjs";', filename: file("e2e/a.ts") },
    { code: 'import { x } from "./lib/server";', filename: file("bench/a.bench.ts") },
    // Another workspace's test folder, by relative path, from test code only.
    { code: 'import { x } from "../../../../packages/templates/src/test/fixtures";', filename: file("apps/server/src/test/a.ts") },
    // Build and test configuration is not production code.
    { code: 'import { defineConfig } from "vitest/config";', filename: file("apps/web/vitest.config.ts") },
    // Production code imports production code, including names that merely contain "test".
    { code: 'import { x } from "./latest-version";', filename: file("apps/web/src/a.ts") },
    { code: 'import { x } from "@/builder/testimonials";', filename: file("apps/web/src/a.ts") },
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
    // Production code must not import test code: a test folder, *.test.*, *.spec.*,
    // *.fixtures.*, *stand-in*, the e2e and bench workspaces, or a test library.
    { code: 'import { x } from "../test/test-images";', filename: file("apps/server/src/storage/a.ts"), errors: [{ messageId: "testCode" }] },
    { code: 'import { x } from "../../test/durability/wait";', filename: file("apps/server/src/db/a.ts"), errors: [{ messageId: "testCode" }] },
    { code: 'import { x } from "@/test/render-design";', filename: file("apps/web/src/builder/a.tsx"), errors: [{ messageId: "testCode" }] },
    { code: 'import { x } from "./a.test";', filename: file("apps/web/src/a.ts"), errors: [{ messageId: "testCode" }] },
    { code: 'import { x } from "./a.spec";', filename: file("apps/web/src/a.ts"), errors: [{ messageId: "testCode" }] },
    { code: 'import { x } from "./print.fixtures";', filename: file("apps/server/src/printer/a.ts"), errors: [{ messageId: "testCode" }] },
    { code: 'import { x } from "./openai-stand-in";', filename: file("apps/web/src/ai/a.ts"), errors: [{ messageId: "testCode" }] },
    { code: 'export * from "../../../../e2e/support/mail";', filename: file("apps/server/src/mail/a.ts"), errors: [{ messageId: "testCode" }] },
    { code: 'const m = import("@vitae/templates/test/fixtures");', filename: file("apps/server/src/a.ts"), errors: [{ messageId: "testCode" }] },
    { code: 'import { expect } from "vitest";', filename: file("apps/web/src/builder/render-design.tsx"), errors: [{ messageId: "testCode" }] },
    { code: 'import { render } from "@testing-library/react";', filename: file("apps/web/src/a.tsx"), errors: [{ messageId: "testCode" }] },
    { code: 'import { x } from "../../packages/templates/src/test/fixtures";', filename: file("scripts/a.mjs"), errors: [{ messageId: "testCode" }] },
    // Reaching another workspace's production code by relative path stays wrong in tests.
    { code: 'import { x } from "../../../../packages/templates/src/index";', filename: file("apps/server/src/test/a.ts"), errors: [{ messageId: "relative" }] },
  ],
});
