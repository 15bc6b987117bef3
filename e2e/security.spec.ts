import { type BrowserContext, expect, type Frame, type Page, test } from "@playwright/test";
import { type ResumeData, sampleResume } from "@vitae/schema";

// The security suite in the browser, against the real built app: resumes whose
// every text field holds an XSS payload (classic, nested, mutation) and whose custom CSS
// tries `</style><script>`, shown on the public page, in the builder's preview and on the
// dashboard — no dialog opens, no payload script runs, nothing carries an event handler or
// a script URL, nothing is fetched from elsewhere. Then the headers and cookies as the
// browser gets them, and a form on another site posting to the app with the victim's
// session. The API-level checks (stored data, PDF text, SSRF, CSRF…) live in
// apps/server/test/security-suite.

/** What a payload does if it runs; the word it writes is not in its own text. */
const effect = "alert(1),window.__xss=1,document.body.append(atob(/UFdORUQ/.source))";
const marker = "PWNED";
const payloads = [
  `<img src=x onerror=${effect}>`,
  `<script>${effect}</script>`,
  `<a href="javascript:${effect}">javascript link</a>`,
  `<svg onload=${effect}><circle r="1"></circle></svg>`,
  `<scr<script>ipt>${effect}</scr</script>ipt>`,
  `<svg><style><img src=x onerror=${effect}></style></svg>`,
  `<noscript><p title="</noscript><img src=x onerror=${effect}>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${effect}>`,
  `<iframe srcdoc="<script>${effect}</script>"></iframe>`,
  `<details open ontoggle=${effect}>details</details>`,
];

// Strings that are not free text (ids, links, emails, design settings) keep their values.
const notText = /(^|\.)(id|href|email|template|family|subset|variants|format|layout|css|theme)(\.|$)|picture\.url$/;

/** `data` with its free-text strings replaced by the payloads in turn, starting at `first`. */
function hostile(first: number): ResumeData {
  let next = first;
  const fill = (value: unknown, at: string): unknown => {
    // A section's name is at most 100 characters; the rest of a payload would only be refused.
    const limit = /^sections\.(custom\.)?[^.]+\.name$/.test(at) ? 100 : Infinity;
    if (typeof value === "string") return notText.test(at) ? value : payloads[next++ % payloads.length]!.slice(0, limit);
    if (Array.isArray(value)) return value.map((item, index) => fill(item, `${at}.${index}`));
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, at ? `${at}.${key}` : key)]));
  };
  const data = fill(structuredClone(sampleResume), "") as ResumeData;
  data.basics.customFields.push({ id: "xsscustomfield0000000000", icon: "", name: payloads[first] ?? "", value: payloads[first + 1] ?? "" });
  data.basics.picture.url = `javascript:${effect}`;
  // Styles that try to leave their element, and to load from elsewhere (the CSP forbids it).
  data.metadata.css = {
    value: `body { background: url("https://evil.example/track.png"); }\n</style><script>${effect}</script><style>`,
    visible: true,
  };
  return data;
}

const stamp = Date.now().toString(36);
let owner: BrowserContext;
let username = "";
const resumes: { id: string; slug: string; title: string }[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  owner = await browser.newContext();
  username = `mallory-${stamp}`;
  const registration = { name: payloads[0], username, email: `mallory.${stamp}@example.com`, password: "mallory-password", locale: "en-US" };
  let registered = await owner.request.post("/api/auth/register", { data: registration });
  // Every spec signs up from 127.0.0.1, and sign-ups are limited per address: wait our turn.
  for (let retry = 0; registered.status() === 429 && retry < 3; retry++) {
    await new Promise((resolve) => setTimeout(resolve, Number(registered.headers()["retry-after"] ?? 10) * 1000));
    registered = await owner.request.post("/api/auth/register", { data: registration });
  }
  expect(registered.status(), await registered.text()).toBe(201);
  for (let variant = 0; variant < payloads.length; variant++) {
    const title = payloads[variant] ?? "";
    const created = await owner.request.post("/api/resume", { data: { title, slug: `hostile-${variant}`, visibility: "public" } });
    expect(created.status(), await created.text()).toBe(201);
    const resume = (await created.json()) as { id: string; slug: string; version: number };
    const patched = await owner.request.patch(`/api/resume/${resume.id}`, { data: { data: hostile(variant), version: resume.version } });
    expect(patched.status(), await patched.text()).toBe(200);
    resumes.push({ id: resume.id, slug: resume.slug, title });
  }
});

test.afterAll(() => owner?.close());

/**
 * Records what a payload would cause: dialogs, and requests leaving the app's origin that
 * the page's CSP did not stop (Chromium reports those as failed with "csp").
 */
function watch(page: Page, origin: string) {
  const seen = { dialogs: [] as string[], foreign: [] as string[] };
  page.on("dialog", (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(data|blob|about):/.test(url)) seen.foreign.push(url);
  });
  page.on("requestfailed", (request) => {
    const index = seen.foreign.indexOf(request.url());
    if (request.failure()?.errorText === "csp" && index !== -1) seen.foreign.splice(index, 1);
  });
  return seen;
}

/** In one document: what a payload that got through would leave behind. */
async function traces(frame: Frame) {
  return frame.evaluate((word) => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll("*"))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) found.push(`<${element.localName} ${attribute.name}>`);
        // Attributes a browser follows or loads (an input's value may hold any text).
        const followed = ["href", "src", "action", "formaction", "xlink:href", "data", "poster", "srcset", "background"];
        if (followed.includes(attribute.name) && /^\s*(javascript|vbscript):/i.test(attribute.value)) {
          found.push(`<${element.localName} ${attribute.name}="${attribute.value.slice(0, 30)}">`);
        }
        if (attribute.name === "srcdoc") found.push(`<${element.localName} srcdoc>`);
      }
      if (["object", "embed", "base"].includes(element.localName)) found.push(`<${element.localName}>`);
    }
    for (const script of Array.from(document.scripts)) {
      const own = script.src !== "" && new URL(script.src).origin === location.origin && new URL(script.src).pathname.startsWith("/assets/");
      if (!own) found.push(`<script>${script.src || script.text.slice(0, 40)}`);
    }
    return {
      found,
      flag: (window as unknown as { __xss?: unknown }).__xss ?? null,
      marker: document.body?.innerText.includes(word) ?? false,
    };
  }, marker);
}

async function expectNoTraces(page: Page, seen: ReturnType<typeof watch>, where: string) {
  // Give an error handler or a toggle event a moment to fire.
  await page.waitForTimeout(300);
  for (const frame of page.frames()) {
    expect(await traces(frame), `${where}: ${frame.url()}`).toEqual({ found: [], flag: null, marker: false });
  }
  expect(seen.dialogs, `${where}: dialogs`).toEqual([]);
  expect(seen.foreign, `${where}: requests to other origins`).toEqual([]);
}

/** The artboard frame at `path` once it has rendered the resume. */
async function renderedArtboard(page: Page, path: string): Promise<Frame> {
  await expect(page.frameLocator(`iframe[src="${path}"]`).locator("html")).toHaveAttribute("data-vitae-ready", "true", { timeout: 15_000 });
  const frame = page.frames().find((candidate) => new URL(candidate.url()).pathname === path);
  if (!frame) throw new Error(`no frame of ${path}`);
  // The payloads are on the page, as text.
  await expect(frame.getByText("atob(/UFdORUQ/.source)").first()).toBeAttached();
  return frame;
}

test("the public page shows every payload as inert text to a visitor", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    const seen = watch(page, baseURL ?? "");
    for (const resume of resumes) {
      await page.goto(`/${username}/${resume.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(resume.title, { timeout: 15_000 });
      await renderedArtboard(page, "/artboard/preview");
      await expectNoTraces(page, seen, `public page ${resume.slug}`);
    }
  } finally {
    await visitor.close();
  }
});

test("the checks above see a payload that reaches a page (control)", async ({ page }) => {
  await page.goto("/artboard/preview");
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.setAttribute("onerror", "alert(1)");
    const link = document.createElement("a");
    link.href = "javascript:alert(1)";
    document.body.append(image, link, "PWNED");
  });
  const seen = await traces(page.mainFrame());
  expect(seen.found).toEqual(["<img onerror>", '<a href="javascript:alert(1)">']);
  expect(seen.marker).toBe(true);
});

test("the builder's preview and the dashboard show every payload as inert text to the owner", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const page = await owner.newPage();
  const seen = watch(page, baseURL ?? "");
  await page.goto("/dashboard/resumes");
  await expect(page.getByText(resumes[1]?.title ?? "", { exact: true }).first()).toBeVisible();
  await expectNoTraces(page, seen, "dashboard");
  for (const resume of resumes) {
    await page.goto(`/builder/${resume.id}`);
    await renderedArtboard(page, "/artboard/builder");
    await expectNoTraces(page, seen, `builder ${resume.slug}`);
  }
  await page.close();
});

test("pages, the artboard and the API send the security headers; the session cookies are httpOnly and SameSite", async () => {
  const addresses = ["/", "/dashboard/resumes", `/${username}/${resumes[0]?.slug}`, "/artboard/preview", "/artboard/builder", "/api/health", "/api/resume"];
  for (const address of addresses) {
    const response = await owner.request.get(address);
    expect(response.status(), address).toBeLessThan(400);
    const headers = response.headers();
    expect(headers["x-content-type-options"], address).toBe("nosniff");
    const policy = new Map(
      (headers["content-security-policy"] ?? "").split(";").map((directive) => {
        const [name = "", ...values] = directive.trim().split(/\s+/);
        return [name, values.join(" ")] as const;
      }),
    );
    expect(policy.get("object-src"), address).toBe("'none'");
    expect(policy.get("base-uri"), address).toBe("'none'");
    expect(policy.get("frame-ancestors"), address).toBe("'self'");
    expect(policy.get("script-src"), address).toBe("'self'");
  }
  const cookies = await owner.cookies();
  expect(cookies.map((cookie) => cookie.name).sort()).toEqual(["Authentication", "Refresh"]);
  for (const cookie of cookies) expect(cookie, cookie.name).toMatchObject({ httpOnly: true, sameSite: "Lax" });
});

test("a form on another site that posts to the app with the victim's session changes nothing", async ({ baseURL }) => {
  const page = await owner.newPage();
  const target = resumes[0];
  const before = (await (await owner.request.get("/api/resume")).json()) as unknown[];
  const forms = [
    { action: "/api/auth/logout", enctype: "text/plain", fields: `<input name='{"a":"' value='"}'>` },
    { action: `/api/resume/${target?.id}/duplicate`, enctype: "multipart/form-data", fields: `<input name="title" value="Forged">` },
    { action: "/api/resume/import", enctype: "application/x-www-form-urlencoded", fields: `<input name="data" value="{}">` },
  ];
  for (const form of forms) {
    await page.route("http://evil.example/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<form method="post" action="${baseURL}${form.action}" enctype="${form.enctype}">${form.fields}</form><script>document.forms[0].submit()</script>`,
      }),
    );
    const answered = page.waitForResponse((response) => response.url().startsWith(`${baseURL}${form.action}`), { timeout: 10_000 });
    await page.goto("http://evil.example/");
    // Without the session cookie (SameSite) and from a foreign Origin (refused outright).
    expect([401, 403], form.action).toContain((await answered).status());
    await page.unroute("http://evil.example/**");
  }
  expect((await owner.request.get("/api/user/me")).status()).toBe(200);
  expect(((await (await owner.request.get("/api/resume")).json()) as unknown[]).length).toBe(before.length);
  await page.close();
});
