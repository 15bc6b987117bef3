// ESLint rule: the one-way dependency direction of docs/architecture.md, enforced on every
// import, export-from and dynamic import. schema imports none of our code; importers
// and templates import only schema; apps import packages but never each other.
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

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "Keep the dependency direction between Vitae's workspaces one-way" },
    schema: [],
    messages: {
      forbidden: "{{from}} must not import {{to}} (docs/architecture.md: the dependency direction is one-way).",
      relative: "Import {{to}} by its package name, not by a relative path into another workspace.",
    },
  },
  create(context) {
    const from = workspaceOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      if (!node || node.type !== "Literal" || typeof node.value !== "string") return;
      const target = targetOf(node.value, context.filename);
      if (!target || !target.name || target.name === from) return;
      if (!allowed[from].includes(target.name)) {
        context.report({ node, messageId: "forbidden", data: { from, to: target.name } });
      } else if (target.relative) {
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
