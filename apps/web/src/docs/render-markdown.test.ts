import { projectLinks } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { headingId, renderDocsMarkdown, resolveDocsLink } from "./render-markdown";

describe("resolveDocsLink", () => {
  it("sends links to bundled documents to their /docs page and other repository files to the repository", () => {
    expect(resolveDocsLink("import-formats.md#limits", "docs/self-hosting.md")).toBe("/docs/import-formats#limits");
    expect(resolveDocsLink("../self-hosting.md", "docs/user/api.md")).toBe("/docs/self-hosting");
    expect(resolveDocsLink("../README.md", "docs/self-hosting.md")).toBe(`${projectLinks.repository}/blob/main/README.md`);
    expect(resolveDocsLink("../apps/server/src/env.ts", "docs/self-hosting.md")).toBe(
      `${projectLinks.repository}/blob/main/apps/server/src/env.ts`,
    );
  });

  it("keeps addresses of the app, anchors and other sites as written", () => {
    expect(resolveDocsLink("/auth/register", "docs/user/getting-started.md")).toBe("/auth/register");
    expect(resolveDocsLink("#backups", "docs/self-hosting.md")).toBe("#backups");
    expect(resolveDocsLink("https://jsonresume.org/schema", "docs/import-formats.md")).toBe("https://jsonresume.org/schema");
  });
});

describe("renderDocsMarkdown", () => {
  it("renders headings with anchors, tables, code and rewritten links", () => {
    const html = renderDocsMarkdown(
      "# Running Vitae yourself\n\n## Reverse proxy and https\n\nSee [formats](import-formats.md).\n\n| a | b |\n|---|---|\n| `x` | y |\n",
      "docs/self-hosting.md",
    );
    expect(html).toContain('<h1 id="running-vitae-yourself">Running Vitae yourself</h1>');
    expect(html).toContain('<h2 id="reverse-proxy-and-https">');
    expect(html).toContain('<a href="/docs/import-formats">formats</a>');
    expect(html).toContain("<td><code>x</code></td>");
  });

  it("removes anything that could run", () => {
    const html = renderDocsMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<a href="#" onclick="alert(4)">a</a>',
      "docs/user/api.md",
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
  });

  it("names headings as GitHub does", () => {
    expect(headingId("The <code>vitae</code> command")).toBe("the-vitae-command");
  });
});
