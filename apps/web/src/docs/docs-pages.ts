/**
 * The user documentation the app ships at /docs/{slug}: Markdown files of the repository's
 * docs/ folder, bundled at build time, each in a chunk of its own that loads when its page
 * opens (nothing of it weighs on the landing page or the builder).
 */
export const docsPages = [
  { slug: "getting-started", id: "gettingStarted", source: "docs/user/getting-started.md" },
  { slug: "builder", id: "builder", source: "docs/user/builder.md" },
  { slug: "resume-check", id: "resumeCheck", source: "docs/user/resume-check.md" },
  { slug: "variants", id: "variants", source: "docs/user/variants.md" },
  { slug: "templates", id: "templates", source: "docs/user/templates.md" },
  { slug: "import-formats", id: "importFormats", source: "docs/import-formats.md" },
  { slug: "sharing-and-privacy", id: "sharingAndPrivacy", source: "docs/user/sharing-and-privacy.md" },
  { slug: "self-hosting", id: "selfHosting", source: "docs/self-hosting.md" },
  { slug: "api", id: "api", source: "docs/user/api.md" },
  { slug: "auth-api", id: "authApi", source: "docs/auth-api.md" },
  { slug: "resume-api", id: "resumeApi", source: "docs/resume-api.md" },
] as const;

export type DocsPage = (typeof docsPages)[number];

export const docsHome = `/docs/${docsPages[0].slug}`;

export function findDocsPage(slug: string | undefined): DocsPage | undefined {
  return docsPages.find((page) => page.slug === slug);
}

/** The docs page a repository path (docs/self-hosting.md) is shown at, if it is one. */
export function docsPageBySource(source: string): DocsPage | undefined {
  return docsPages.find((page) => page.source === source);
}
