import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envVariableNames, parseEnv } from "../../src/env";

// docs/self-hosting.md's configuration reference, held to apps/server/src/env.ts the way
// env.test.ts holds the README's table: every variable has a row, no row names a variable
// the server does not read, and each documented default is the one the server applies.
const guide = readFileSync(new URL("../../../../docs/self-hosting.md", import.meta.url), "utf8");

/** Rows of the reference table: `| \`NAME\` | default | meaning |`. */
const rows = new Map(
  [...guide.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| ([^|]*) \| (.*) \|$/gm)].map((match) => [
    match[1] ?? "",
    { defaultCell: (match[2] ?? "").trim(), meaning: (match[3] ?? "").trim() },
  ]),
);

describe("docs/self-hosting.md", () => {
  it("documents every configuration variable, and only those", () => {
    const missing = envVariableNames.filter((name) => !rows.has(name));
    expect(missing, "variables of env.ts without a row in the configuration reference").toEqual([]);
    const unknown = [...rows.keys()].filter((name) => !(envVariableNames as string[]).includes(name));
    expect(unknown, "rows naming variables env.ts does not have").toEqual([]);
    for (const [name, row] of rows) expect(row.meaning.length, `${name} has a meaning`).toBeGreaterThan(10);
  });

  it("gives the default the server applies", () => {
    // A port nobody uses shows defaults that follow PORT ("http://localhost:PORT").
    const defaults = parseEnv({ PORT: "54321" });
    for (const name of envVariableNames) {
      const value = name === "PORT" ? 3000 : defaults[name];
      const cell = rows.get(name)?.defaultCell;
      if (value === undefined) {
        // Computed or none: described in words ("generated", "number of CPU cores") or "—".
        expect(cell, name).not.toBe("");
      } else {
        expect(cell, `${name}'s default`).toBe(`\`${String(value).replace("54321", "PORT")}\``);
      }
    }
  });

  it("links every section listed in its contents", () => {
    const anchors = [...guide.matchAll(/^## (.+)$/gm)].map((match) =>
      (match[1] ?? "")
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, "")
        .replaceAll(" ", "-"),
    );
    const links = [...guide.matchAll(/\]\(#([a-z0-9-]+)\)/g)].map((match) => match[1]);
    for (const link of links) expect(anchors, `#${link}`).toContain(link);
  });
});
