// ESLint rule: the one-way dependency direction of docs/architecture.md, enforced on every
// import, export-from and dynamic import. schema imports none of our code; importers
// and templates import only schema; apps import packages but never each other.
//
// It also keeps test code out of production. A file is test code when
//   - it is in a folder named `test` (apps/server/src/test, apps/server/test,
//     apps/web/src/test, packages/templates/src/test), or
//   - its name holds `.test.`, `.spec.`, `.fixtures.` or `stand-in`, or
//   - it is in the e2e/ or bench/ workspace;
// and test libraries are `vitest`, `@testing-library/*` and `@playwright/test`.
// Production code (every other file, except `*.config.*` build and test configuration)
// may import neither. Test code may import anything its workspace may, and may reach
// another workspace's test folder by relative path, since test support is never a
// package export.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Workspace folder → package name. */
export const workspaces = {
  "packages/schema": "@vitae/schema",
  "packages/importers": "@vitae/importers",
  "packages/templates": "@vitae/templates",
  "apps/server": "@vitae/server",
  "apps/web": "@vitae/web",
  "apps/cli": "@vitae/cli",
  e2e: "@vitae/e2e",
  bench: "@vitae/bench",
};

/** Package name → the package names it may import. */
export const allowed = {
  "@vitae/schema": [],
  "@vitae/importers": ["@vitae/schema"],
  "@vitae/templates": ["@vitae/schema"],
  "@vitae/server": ["@vitae/schema", "@vitae/importers", "@vitae/templates"],
  "@vitae/web": ["@vitae/schema", "@vitae/importers", "@vitae/templates"],
  "@vitae/cli": ["@vitae/schema", "@vitae/importers", "@vitae/templates"],
  "@vitae/e2e": ["@vitae/schema", "@vitae/importers", "@vitae/templates"],
  "@vitae/bench": ["@vitae/schema", "@vitae/importers", "@vitae/templates"],
};

function workspaceOf(file) {
  const relative = path.relative(root, file).split(path.sep).join("/");
  const folder = Object.keys(workspaces).find((dir) => relative === dir || relative.startsWith(`${dir}/`));
  return folder ? workspaces[folder] : null;
}

function targetOf(source, fromFile) {
  if (source.startsWith(".")) {
    return { name: workspaceOf(path.resolve(path.dirname(fromFile), source)), relative: true };
  }
  const match = /^(@vitae\/[^/]+)/.exec(source);
  return match ? { name: match[1], relative: false } : null;
}

const testWorkspaces = ["e2e", "bench"];
const testLibraries = /^(vitest|@testing-library\/[^/]+|@playwright\/test)(\/|$)/;

/** Whether a path from the repository root (or an import path) names test code. */
export function isTestPath(relative) {
  const segments = relative.split("/");
  const name = segments.at(-1) ?? "";
  return (
    testWorkspaces.includes(segments[0] ?? "") ||
    segments.slice(0, -1).includes("test") ||
    /\.(test|spec|fixtures)(\.|$)/.test(name) ||
    name.includes("stand-in")
  );
}

const fromRoot = (file) => path.relative(root, file).split(path.sep).join("/");

/** Whether `source`, imported from `fromFile`, is test code or a test library. */
function importsTestCode(source, fromFile) {
  if (testLibraries.test(source)) return true;
  if (source.startsWith(".")) return isTestPath(fromRoot(path.resolve(path.dirname(fromFile), source)));
  // The web app's "@/x" is apps/web/src/x.
  if (source.startsWith("@/")) return isTestPath(`apps/web/src/${source.slice(2)}`);
  return source.startsWith("@vitae/") && isTestPath(source.split("/").slice(2).join("/"));
}

const isProduction = (file) => {
  const relative = fromRoot(file);
  return !relative.startsWith("..") && !isTestPath(relative) && !/\.config\.[cm]?[jt]s$/.test(relative);
};

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "Keep the dependency direction between Vitae's workspaces one-way" },
    schema: [],
    messages: {
      forbidden: "{{from}} must not import {{to}} (docs/architecture.md: the dependency direction is one-way).",
      relative: "Import {{to}} by its package name, not by a relative path into another workspace.",
      testCode: "Production code must not import test code or test libraries ({{source}}); move the shared part out of the test folder.",
    },
  },
  create(context) {
    const from = workspaceOf(context.filename);
    const production = isProduction(context.filename);
    const testFile = isTestPath(fromRoot(context.filename));
    const check = (node) => {
      if (!node || node.type !== "Literal" || typeof node.value !== "string") return;
      if (production && importsTestCode(node.value, context.filename)) {
        context.report({ node, messageId: "testCode", data: { source: node.value } });
        return;
      }
      if (!from) return;
      const target = targetOf(node.value, context.filename);
      if (!target || !target.name || target.name === from) return;
      if (!allowed[from].includes(target.name)) {
        context.report({ node, messageId: "forbidden", data: { from, to: target.name } });
      } else if (target.relative && !(testFile && isTestPath(fromRoot(path.resolve(path.dirname(context.filename), node.value))))) {
        context.report({ node, messageId: "relative", data: { to: target.name } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
