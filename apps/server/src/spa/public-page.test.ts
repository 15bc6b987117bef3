import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDefaultResumeData } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResume } from "../test/test-resumes";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, type TestApp } from "../test/test-app";
import { escapeHtml, htmlToText, injectMeta, publicPageMeta, publicResumeAddress } from "./public-page-meta";

const indexHtml = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Vitae, a free and open-source resume builder." />
    <title>Vitae</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

// The public page's own entry (apps/web public.html), which the tags go into.
const publicHtml = indexHtml.replace("<body>", '<body data-page="public">');

let webDir: string;
let testApp: TestApp;
const client = () => new TestClient(testApp.app);

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), "vitae-web-"));
  await mkdir(path.join(webDir, "assets"));
  await writeFile(path.join(webDir, "index.html"), indexHtml);
  await writeFile(path.join(webDir, "public.html"), publicHtml);
  await writeFile(path.join(webDir, "artboard.html"), "<!doctype html><title>artboard</title>");
  testApp = await createTestApp({ webDir, env: { PUBLIC_URL: "https://cv.example/" } });
});
afterAll(async () => {
  await testApp?.close();
  await rm(webDir, { recursive: true, force: true });
});

/** An owner with a resume of `title` whose data is changed by `edit`, made `visibility`. */
async function resumeOf(
  { title, visibility, edit }: { title: string; visibility: "public" | "private"; edit?: (data: ReturnType<typeof createDefaultResumeData>) => void },
) {
  const owner = client();
  const { registration } = await signUp(owner, { name: "Grace Hopper" });
  const created = await createResume(owner, { title });
  const data = structuredClone(created.data);
  edit?.(data);
  const response = await owner.patch(`/api/resume/${created.id}`, { data, visibility, version: created.version });
  expect(response.statusCode, response.body).toBe(200);
  return { owner, path: `/${registration.username}/${created.slug}`, resume: response.json() };
}

const metaContent = (html: string, attribute: "name" | "property", key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe("GET /{username}/{slug} share previews", () => {
  it("puts title, description and Open Graph tags of a public resume into the public page", async () => {
    const { path: pagePath } = await resumeOf({
      title: "Engineering CV",
      visibility: "public",
      edit: (data) => {
        data.basics.name = "Grace Hopper";
        data.basics.headline = "Rear admiral & compiler pioneer";
      },
    });
    const response = await client().get(pagePath);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const html = response.body;
    expect(html).toContain("<title>Engineering CV – Grace Hopper</title>");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(html, "name", "description")).toBe("Rear admiral &amp; compiler pioneer");
    expect(metaContent(html, "property", "og:title")).toBe("Engineering CV – Grace Hopper");
    expect(metaContent(html, "property", "og:description")).toBe("Rear admiral &amp; compiler pioneer");
    expect(metaContent(html, "property", "og:type")).toBe("profile");
    expect(metaContent(html, "property", "og:url")).toBe(`https://cv.example${pagePath}`);
    expect(metaContent(html, "name", "twitter:card")).toBe("summary");
    // The rest of the page is the public page's own, untouched.
    expect(html).toContain('<body data-page="public"><div id="root"></div>');
    expect(html).toContain('<meta charset="UTF-8" />');
  });

  it("describes with the summary's text when there is no headline", async () => {
    const long = "word ".repeat(60);
    const { path: pagePath } = await resumeOf({
      title: "CV",
      visibility: "public",
      edit: (data) => {
        data.basics.headline = "";
        data.sections.summary.content = `<p>Builds <strong>compilers</strong> &amp; teams.</p><p>${long}</p>`;
      },
    });
    const description = metaContent((await client().get(pagePath)).body, "name", "description") ?? "";
    expect(description.startsWith("Builds compilers &amp; teams. word word")).toBe(true);
    expect(Array.from(description.replace("&amp;", "&")).length).toBeLessThanOrEqual(160);
    expect(description).not.toContain("<");
  });

  it("escapes every value (a title that tries to close the title and run a script)", async () => {
    const evil = `</title><script>alert("x")</script>`;
    const { path: pagePath } = await resumeOf({
      title: evil,
      visibility: "public",
      edit: (data) => {
        data.basics.name = `"><img src=x onerror=alert(1)>`;
        data.basics.headline = `'" onload='alert(2)`;
      },
    });
    const html = (await client().get(pagePath)).body;
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain(`onload='`);
    expect(html).toContain("<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; – &quot;&gt;&lt;img");
    expect(metaContent(html, "property", "og:description")).toBe("&#39;&quot; onload=&#39;alert(2)");
  });

  it("answers 404 with the plain public page, alike, for a private and a missing resume", async () => {
    const { path: privatePath } = await resumeOf({ title: "Secret CV", visibility: "private" });
    const { registration } = await signUp(client(), { name: "Nobody Public" });
    const answers = [];
    for (const url of [privatePath, `/${registration.username}/no-such-cv`, "/nobody-at-all/nothing"]) {
      const response = await client().get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).not.toContain("Secret CV");
      answers.push(response.body);
    }
    // The page (and its words, chosen in the browser) is the same whether a private resume exists or not.
    expect(new Set(answers)).toEqual(new Set([publicHtml]));
  });

  it("injects nothing for the app's own paths", async () => {
    const pages = [
      ["/auth/login", indexHtml],
      ["/dashboard/resumes", indexHtml],
      ["/builder/abc", indexHtml],
      ["/docs/getting-started", indexHtml],
    ];
    for (const [url = "", page] of pages) {
      const response = await client().get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(page);
      expect(response.body).not.toContain("Secret CV");
      expect(response.body).not.toContain("og:title");
    }
  });

  it("serves a public language variant by ?lang= or Accept-Language, with hreflang links and its language", async () => {
    const { owner, path: pagePath, resume } = await resumeOf({
      title: "Engineering CV",
      visibility: "public",
      edit: (data) => {
        data.basics.headline = "Compiler pioneer";
      },
    });
    const made = await owner.post(`/api/resume/${resume.id}/variants`, { title: "Lebenslauf", slug: "lebenslauf", language: "de-DE" });
    expect(made.statusCode, made.body).toBe(201);
    const german = made.json();
    const data = structuredClone(german.data);
    data.basics.headline = "Compiler-Pionierin";
    const saved = await owner.patch(`/api/resume/${german.id}`, { data, visibility: "public", version: german.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const base = `https://cv.example${pagePath}`;
    const links = [
      `<link rel="alternate" hreflang="en-US" href="${base}?lang=en-US" />`,
      `<link rel="alternate" hreflang="de-DE" href="${base}?lang=de-DE" />`,
      `<link rel="alternate" hreflang="x-default" href="${base}" />`,
    ];

    const byQuery = await client().get(`${pagePath}?lang=de-DE`);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.headers.vary).toContain("Accept-Language");
    expect(byQuery.body).toContain('<html lang="de-DE">');
    expect(byQuery.body).toContain("<title>Lebenslauf – Grace Hopper</title>");
    expect(metaContent(byQuery.body, "name", "description")).toBe("Compiler-Pionierin");
    expect(metaContent(byQuery.body, "property", "og:url")).toBe(`${base}?lang=de-DE`);
    for (const link of links) expect(byQuery.body).toContain(link);
    expect(metaContent(byQuery.body, "property", "og:locale")).toBe("de_DE");
    expect(metaContent(byQuery.body, "property", "og:locale:alternate")).toBe("en_US");

    const byHeader = await testApp.app.inject({ url: pagePath, headers: { "accept-language": "de-CH, en;q=0.5" } });
    expect(byHeader.body).toContain('<html lang="de-DE">');
    expect(byHeader.body).toContain("<title>Lebenslauf – Grace Hopper</title>");

    // The master: in its owner's language, listing the same links.
    const english = await testApp.app.inject({ url: pagePath, headers: { "accept-language": "fr-FR" } });
    expect(english.body).toContain('<html lang="en-US">');
    expect(english.body).toContain("<title>Engineering CV – Grace Hopper</title>");
    for (const link of links) expect(english.body).toContain(link);
    // ?lang= wins over the browser's languages, and one we do not have shows the master.
    expect((await testApp.app.inject({ url: `${pagePath}?lang=en-US`, headers: { "accept-language": "de" } })).body).toContain("<title>Engineering CV");
    expect((await client().get(`${pagePath}?lang=ja-JP`)).body).toContain("<title>Engineering CV");
    expect((await client().get(`${pagePath}?lang=${"x".repeat(60)}`)).body).toContain("<title>Engineering CV");

    // The variant's own address lists the same languages.
    const own = await client().get(pagePath.replace(/[^/]+$/, "lebenslauf"));
    expect(own.body).toContain("<title>Lebenslauf – Grace Hopper</title>");
    for (const link of links) expect(own.body).toContain(link);
  });

  it("declares no language and no alternates for an ordinary resume", async () => {
    const { path: pagePath } = await resumeOf({ title: "Plain CV", visibility: "public" });
    const html = (await client().get(`${pagePath}?lang=de-DE`)).body;
    expect(html).toContain('<html lang="en-US">');
    expect(html).not.toContain("hreflang");
    expect(html).not.toContain("og:locale");
    expect(metaContent(html, "property", "og:url")).toBe(`https://cv.example${pagePath}`);
  });

  it("does not count the page itself as a view", async () => {
    const { owner, path: pagePath, resume } = await resumeOf({ title: "Counted", visibility: "public" });
    await client().get(pagePath);
    expect((await owner.get(`/api/resume/${resume.id}/statistics`)).json().views).toBe(0);
  });
});

describe("public-page-meta helpers", () => {
  it("recognise only two-segment addresses outside the app's own paths", () => {
    expect(publicResumeAddress("/ada/my-cv")).toEqual({ username: "ada", slug: "my-cv" });
    expect(publicResumeAddress("/ada/my-cv/")).toEqual({ username: "ada", slug: "my-cv" });
    expect(publicResumeAddress("/ada/caf%C3%A9")).toEqual({ username: "ada", slug: "café" });
    for (const path of ["/", "/ada", "/a/b/c", "/api/x", "/artboard/preview", "/assets/a.js", "/auth/login", "/dashboard/x", "/builder/x", "/ada/%E0%A4%A"]) {
      expect(publicResumeAddress(path), path).toBeNull();
    }
  });

  it("escape the five HTML specials", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });

  it("read rich text as plain text", () => {
    expect(htmlToText("<p>A&nbsp;&amp;&#66;&#x43;</p><script>x()</script><ul><li>one</li><li>two</li></ul>")).toBe("A &BC one two");
  });

  it("set the page's language and escape the alternates", () => {
    const meta = { ...publicPageMeta({ title: "T", data: createDefaultResumeData() }, "https://x.example/a/b"), language: 'ar-SA"' };
    const alternates = [{ hreflang: "ar-SA", href: 'https://x.example/a/b?lang=ar-SA&x="' }];
    const html = injectMeta(indexHtml, { ...meta, alternates });
    expect(html).toContain('<html lang="ar-SA&quot;">');
    expect(html).toContain('<link rel="alternate" hreflang="ar-SA" href="https://x.example/a/b?lang=ar-SA&amp;x=&quot;" />');
    expect(injectMeta("<!doctype html><html dir='ltr'><head><title>x</title></head></html>", { ...meta, language: "de-DE" })).toContain(
      `<html lang="de-DE" dir='ltr'>`,
    );
  });

  it("leave replacement patterns in resume text alone", () => {
    const data = createDefaultResumeData();
    data.basics.name = "$& $' $`";
    const html = injectMeta(indexHtml, publicPageMeta({ title: "T $1", data }, "https://x.example/a/b"));
    expect(html).toContain("<title>T $1 – $&amp; $&#39; $`</title>");
  });

  it("ignore a hidden summary", () => {
    const data = createDefaultResumeData();
    data.basics.headline = "";
    data.sections.summary.content = "<p>Hidden text</p>";
    data.sections.summary.visible = false;
    expect(publicPageMeta({ title: "T", data }, "https://x.example/a/b").description).toBe("");
  });
});
