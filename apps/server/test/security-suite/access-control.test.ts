/**
 * Security suite — access control. Every route of the app's OpenAPI
 * document must be listed below with who may reach it; a route added without an entry fails
 * the first test. Resume, print, preview, statistics and storage routes are tried as the
 * owner, another user and a visitor without a session: the other user gets 404 (never 403,
 * which would confirm the resume exists), the visitor 401, and neither changes or learns
 * anything.
 */
import { createId, sampleResume } from "@vitae/schema";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../src/test/cookie-jar";
import { createTestApp, type TestApp } from "../../src/test/test-app";
import { documentedRoutes, registeredPaths, type RouteKey } from "./route-inventory";
import { instantPrinter, type OwnedResume, ownedResume, type Person, signedUpPerson, uploadPicture } from "./suite-fixtures";

let testApp: TestApp;
let alice: Person;
let mallory: Person;
let anonymous: TestClient;

beforeAll(async () => {
  // OAuth configured so its routes are registered (and must be listed) too.
  testApp = await createTestApp({
    printer: instantPrinter,
    env: { GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" },
  });
  alice = await signedUpPerson(testApp.app);
  mallory = await signedUpPerson(testApp.app);
  anonymous = new TestClient(testApp.app);
  await makeVariants();
});
afterAll(() => testApp?.close());

type Call = (client: TestClient, owned: OwnedResume) => Promise<LightMyRequestResponse>;

/** A route that reaches one user's resume (or its prints and pictures): owner only. */
interface OwnerOnly {
  owner: number;
  /** What another user gets: 404 for anything addressed by id; collections answer their own. */
  other: number;
  call: Call;
}

const ownerOnly: Record<RouteKey, OwnerOnly> = {
  "GET /api/resume/{id}": { owner: 200, other: 404, call: (c, o) => c.get(`/api/resume/${o.resume.id}`) },
  "PATCH /api/resume/{id}": {
    owner: 200,
    other: 404,
    call: (c, o) => c.patch(`/api/resume/${o.resume.id}`, { title: "Taken over", data: sampleResume, version: o.resume.version }),
  },
  "DELETE /api/resume/{id}": { owner: 200, other: 404, call: (c, o) => c.delete(`/api/resume/${o.resume.id}`) },
  "POST /api/resume/{id}/duplicate": { owner: 201, other: 404, call: (c, o) => c.post(`/api/resume/${o.resume.id}/duplicate`, {}) },
  "PATCH /api/resume/{id}/lock": { owner: 200, other: 404, call: (c, o) => c.patch(`/api/resume/${o.resume.id}/lock`, { set: true }) },
  "GET /api/resume/{id}/statistics": { owner: 200, other: 404, call: (c, o) => c.get(`/api/resume/${o.resume.id}/statistics`) },
  "GET /api/resume/print/{id}": { owner: 200, other: 404, call: (c, o) => c.get(`/api/resume/print/${o.resume.id}`) },
  "POST /api/resume/{id}/check": { owner: 200, other: 404, call: (c, o) => c.post(`/api/resume/${o.resume.id}/check`, {}) },
  "GET /api/resume/print/{id}/preview": { owner: 200, other: 404, call: (c, o) => c.get(`/api/resume/print/${o.resume.id}/preview`) },
  "POST /api/resume/print/{id}/prepare": { owner: 204, other: 404, call: (c, o) => c.post(`/api/resume/print/${o.resume.id}/prepare`, {}) },
  "GET /api/resume/print/{id}/file/{file}": {
    owner: 200,
    other: 404,
    call: async (c, o) => {
      const [pdf, preview] = [await c.get(o.pdfPath), await c.get(o.previewPath)];
      // Both kinds of file must answer alike; hand back the first that differs from the PDF's status.
      return preview.statusCode === pdf.statusCode ? pdf : preview;
    },
  },
  // An upload into someone else's resume folder is refused like any other access by id.
  "PUT /api/storage/image": { owner: 200, other: 404, call: (c, o) => uploadPicture(c, o.resume.id) },
  "POST /api/resume/{id}/variants": {
    owner: 201,
    other: 404,
    call: (c, o) => c.post(`/api/resume/${o.resume.id}/variants`, { title: "Theirs", slug: `theirs-${createId()}` }),
  },
  "GET /api/resume/{id}/variants": { owner: 200, other: 404, call: (c, o) => c.get(`/api/resume/${o.resume.id}/variants`) },
  "PATCH /api/resume/{id}/variant": {
    owner: 200,
    other: 404,
    call: (c) => c.patch(`/api/resume/${variantIds.patch}/variant`, { language: "de-DE" }),
  },
  "POST /api/resume/{id}/detach": { owner: 200, other: 404, call: (c) => c.post(`/api/resume/${variantIds.detach}/detach`) },
  "GET /api/resume/{id}/export": { owner: 200, other: 404, call: (c, o) => c.get(`/api/resume/${o.resume.id}/export?variants=include`) },
  "GET /api/resume/{id}/versions": { owner: 200, other: 404, call: (c, o) => c.get(`/api/resume/${o.resume.id}/versions`) },
  "POST /api/resume/{id}/versions": { owner: 201, other: 404, call: (c, o) => c.post(`/api/resume/${o.resume.id}/versions`, { name: "Theirs" }) },
  "GET /api/resume/{id}/versions/{versionId}": {
    owner: 200,
    other: 404,
    call: async (c, o) => c.get(`/api/resume/${o.resume.id}/versions/${await namedVersion(o)}`),
  },
  "PATCH /api/resume/{id}/versions/{versionId}": {
    owner: 200,
    other: 404,
    call: async (c, o) => c.patch(`/api/resume/${o.resume.id}/versions/${await namedVersion(o)}`, { name: "Renamed" }),
  },
  "DELETE /api/resume/{id}/versions/{versionId}": {
    owner: 200,
    other: 404,
    call: async (c, o) => c.delete(`/api/resume/${o.resume.id}/versions/${await namedVersion(o)}`),
  },
  "POST /api/resume/{id}/versions/{versionId}/restore": {
    owner: 200,
    other: 404,
    call: async (c, o) => c.post(`/api/resume/${o.resume.id}/versions/${await namedVersion(o)}/restore`),
  },
  "GET /api/resume/{id}/downloads": { owner: 200, other: 404, call: (c, o) => c.get(`/api/resume/${o.resume.id}/downloads`) },
  "GET /api/resume/{id}/versions/compare": {
    owner: 200,
    other: 404,
    call: async (c, o) => c.get(`/api/resume/${o.resume.id}/versions/compare?from=${await namedVersion(o)}&to=current`),
  },
  // Trash calls by id reach a resume of the owner's that is in the Trash (made for each call).
  "POST /api/trash/{id}/restore": { owner: 200, other: 404, call: async (c) => c.post(`/api/trash/${await trashedResume()}/restore`) },
  "DELETE /api/trash/{id}": { owner: 200, other: 404, call: async (c) => c.delete(`/api/trash/${await trashedResume()}`) },
  "GET /api/trash": { owner: 200, other: 200, call: (c) => c.get("/api/trash") },
  // Collections answer the caller's own resumes; the checks below make sure nothing of the owner's leaks.
  "GET /api/resume": { owner: 200, other: 200, call: (c) => c.get("/api/resume") },
  "POST /api/resume": { owner: 201, other: 201, call: (c) => c.post("/api/resume", { title: "Mine" }) },
  "POST /api/resume/import": { owner: 201, other: 201, call: (c) => c.post("/api/resume/import", { data: sampleResume }) },
};

/** A named version of the owner's resume, made by the owner (so each call has one to aim at). */
async function namedVersion(owned: OwnedResume): Promise<string> {
  const response = await alice.client.post(`/api/resume/${owned.resume.id}/versions`, { name: `Kept ${createId()}` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/**
 * Variants of one of the owner's resumes, made before any test so that the owner's list is the
 * same before and after each call (a variant made inside a call would change it).
 */
const variantIds: Record<"patch" | "detach", string> = { patch: "", detach: "" };

async function makeVariants(): Promise<void> {
  const master = await alice.client.post("/api/resume", { title: `Master ${createId()}` });
  for (const use of ["patch", "detach"] as const) {
    const response = await alice.client.post(`/api/resume/${master.json().id}/variants`, { title: use, slug: `variant-${createId()}` });
    expect(response.statusCode, response.body).toBe(201);
    variantIds[use] = response.json().id;
  }
}

/** A resume of the owner's, moved to the Trash: the owner's list and the fixture stay as they were. */
async function trashedResume(): Promise<string> {
  const created = await alice.client.post("/api/resume", { title: `Trashed ${createId()}` });
  expect(created.statusCode, created.body).toBe(201);
  expect((await alice.client.delete(`/api/resume/${created.json().id}`)).statusCode).toBe(200);
  return created.json().id;
}

/** Routes addressed by username and slug, or by a stored file's key: the same answer for everyone. */
const byAddress: Record<RouteKey, Call> = {
  "GET /api/resume/public/{username}/{slug}": (c, o) => c.get(`/api/resume/public/${o.username}/${o.resume.slug}`),
  "GET /api/resume/public/{username}/{slug}/print": (c, o) => c.get(`/api/resume/public/${o.username}/${o.resume.slug}/print`),
  "POST /api/resume/public/{username}/{slug}/prepare": (c, o) => c.post(`/api/resume/public/${o.username}/${o.resume.slug}/prepare`, {}),
  "GET /api/resume/public/{username}/{slug}/file/{file}": async (c, o) => {
    // The file name is the hash of the public data's print, which the owner can look up.
    const print = await alice.client.get(`/api/resume/public/${o.username}/${o.resume.slug}/print`);
    const url = print.statusCode === 200 ? print.json().url : `/api/resume/public/${o.username}/${o.resume.slug}/file/${"0".repeat(64)}.pdf`;
    return c.get(new URL(url, "http://x").pathname);
  },
  "GET /api/storage/{*}": (c, o) => c.get(o.picturePath),
};

/** The caller's own account: no way to name another user's; a visitor gets the status given. */
const ownAccount: Record<RouteKey, number> = {
  "GET /api/user/me": 401,
  "PATCH /api/user/me": 401,
  "DELETE /api/user/me": 401,
  "POST /api/user/me/email-code": 401,
  "POST /api/user/me/pending-email/resend": 401,
  "DELETE /api/user/me/pending-email": 401,
  "PATCH /api/auth/password": 401,
  "POST /api/auth/verify-email/resend": 401,
  "POST /api/auth/2fa/setup": 401,
  "POST /api/auth/2fa/enable": 401,
  "POST /api/auth/2fa/disable": 401,
  "POST /api/auth/2fa/verify": 401,
  "POST /api/auth/2fa/backup": 401,
  "POST /api/auth/refresh": 401,
  // Logout never fails; without a session it ends nothing.
  "POST /api/auth/logout": 200,
};

/** Open to everyone by design; each with the reason. */
const open: Record<RouteKey, string> = {
  "GET /api/health": "health checks of load balancers and operators",
  "GET /api/ai/allowed-origins": "the AI settings, which say when a provider address is not allowed (the same list is in every page's CSP)",
  "GET /icons/{file}": "bundled brand icons of profiles",
  "GET /api/image-proxy": "pictures for the artboard; SSRF-guarded (ssrf.test.ts)",
  "GET /api/auth/providers": "the sign-in page lists the providers",
  "POST /api/auth/register": "sign-up",
  "POST /api/auth/login": "sign-in",
  "POST /api/auth/forgot-password": "answers the same for every address",
  "POST /api/auth/reset-password": "the mailed token is the credential",
  "POST /api/auth/verify-email": "the mailed token is the credential",
  "POST /api/auth/email-change/cancel": "the token mailed to the replaced address is the credential",
  "GET /api/auth/github": "starts sign-in",
  "GET /api/auth/github/callback": "the state cookie and the provider's code are the credential",
  "GET /api/auth/google": "starts sign-in",
  "GET /api/auth/google/callback": "the state cookie and the provider's code are the credential",
  "GET /api/contributors/github": "the landing page's list of contributors",
  "GET /api/contributors/crowdin": "the landing page's list of translators",
  "GET /api/stats": "the landing page's counts of accounts and resumes (totals only, nothing about anyone)",
  "GET /api/translation/languages": "the language picker",
  "GET /api/instance": "the public address (PUBLIC_URL) share links use",
  "GET /api/fonts/css": "font faces for the artboard (checked family names, upstream fixed by configuration)",
  "GET /api/fonts/file/{*}": "font files named by that CSS",
};

const listed = new Set<string>([ownerOnly, byAddress, ownAccount, open].flatMap((table) => Object.keys(table)));

describe("the route inventory", () => {
  it("lists every documented route, and nothing that is not one", async () => {
    const documented = await documentedRoutes(testApp.app);
    expect(documented.length).toBeGreaterThan(30);
    expect(documented.filter((route) => !listed.has(route)), "routes without an access-control entry").toEqual([]);
    expect([...listed].filter((route) => !documented.includes(route as RouteKey)), "entries of routes that no longer exist").toEqual([]);
  });

  it("finds every routed path in the OpenAPI document (no hidden route escapes the list)", async () => {
    const documentedPaths = new Set((await documentedRoutes(testApp.app)).map((route) => route.split(" ")[1]));
    const routed = registeredPaths(testApp.app).filter((path) => !path.startsWith("/api/docs"));
    expect(routed.length).toBeGreaterThan(20);
    expect(routed.filter((path) => !documentedPaths.has(path))).toEqual([]);
  });
});

/** What the owner sees of everything the fixture holds, to compare before and after. */
async function ownerView(owned: OwnedResume) {
  const [resume, statistics, list] = await Promise.all([
    alice.client.get(`/api/resume/${owned.resume.id}`),
    alice.client.get(`/api/resume/${owned.resume.id}/statistics`),
    alice.client.get("/api/resume"),
  ]);
  return { resume: resume.json(), statistics: statistics.json(), ids: (list.json() as { id: string }[]).map((r) => r.id).sort() };
}

/** The answer gives nothing of the owner's resume away. */
function expectNoLeak(response: LightMyRequestResponse, owned: OwnedResume, title: string) {
  expect(response.body).not.toContain(owned.resume.id);
  expect(response.body).not.toContain(title);
}

describe.each(Object.entries(ownerOnly))("%s", (_route, entry) => {
  it("answers another user 404 and a visitor 401, changing and revealing nothing; the owner succeeds", async () => {
    const title = `Alice private ${createId()}`;
    const owned = await ownedResume(alice, { title });
    const before = await ownerView(owned);
    const malloryBefore = (await mallory.client.get("/api/resume")).json() as { title: string }[];

    const asOther = await entry.call(mallory.client, owned);
    expect(asOther.statusCode, asOther.body).toBe(entry.other);
    if (entry.other === 404) expect(asOther.json().code).toMatch(/^(ResumeNotFound|NotFound)$/);
    expectNoLeak(asOther, owned, title);

    const asVisitor = await entry.call(anonymous, owned);
    expect(asVisitor.statusCode, asVisitor.body).toBe(401);
    expect(asVisitor.json().code).toBe("Unauthorized");
    expectNoLeak(asVisitor, owned, title);

    expect(await ownerView(owned)).toEqual(before);
    const malloryAfter = (await mallory.client.get("/api/resume")).json() as { title: string }[];
    expect(malloryAfter.filter((resume) => resume.title.includes(title))).toEqual([]);
    if (entry.other === 404) expect(malloryAfter.length).toBe(malloryBefore.length);

    const asOwner = await entry.call(alice.client, owned);
    expect(asOwner.statusCode, asOwner.body).toBe(entry.owner);
  });
});

describe.each(Object.entries(byAddress))("%s", (route, call) => {
  it("answers everyone alike: the public resume (or stored picture) to all, a private resume to nobody", async () => {
    const isResume = route.includes("/public/");
    const owned = await ownedResume(alice, { title: `Alice ${createId()}`, visibility: "public" });
    // Rendering ahead answers without a body.
    const success = route.endsWith("/prepare") ? 204 : 200;
    for (const client of [alice.client, mallory.client, anonymous]) {
      const response = await call(client, owned);
      expect(response.statusCode, response.body).toBe(success);
    }
    if (!isResume) return;
    const hidden = await alice.client.patch(`/api/resume/${owned.resume.id}`, { visibility: "private" });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const client of [alice.client, mallory.client, anonymous]) {
      const response = await call(client, owned);
      expect(response.statusCode, response.body).toBe(404);
      expectNoLeak(response, owned, owned.resume.title);
    }
  });
});

describe("the caller's own account", () => {
  it.each(Object.entries(ownAccount))("%s answers a visitor %i", async (route, status) => {
    const [method = "GET", path = "/"] = route.split(" ");
    const response = await anonymous.request({ method: method as "GET", url: path, payload: method === "GET" ? undefined : {} });
    expect(response.statusCode, response.body).toBe(status);
  });
});

describe("stored files", () => {
  it("are found by their unguessable key only: unknown and malformed keys are 404 for everyone", async () => {
    const owned = await ownedResume(alice);
    const userId = alice.user.id;
    for (const path of [
      `/api/storage/${userId}/resumes/${owned.resume.id}/${createId()}.webp`,
      `/api/storage/${userId}/resumes/${owned.resume.id}/prints/${"0".repeat(64)}.pdf`,
      `/api/storage/${userId}/../${mallory.user.id}/x.webp`,
      `/api/storage/%2e%2e/%2e%2e/etc/passwd`,
    ]) {
      for (const client of [alice.client, mallory.client, anonymous]) {
        expect((await client.get(path)).statusCode, path).toBe(404);
      }
    }
  });

  it("never serve prints or previews, which sit beside the pictures, by their storage key", async () => {
    const owned = await ownedResume(alice, { visibility: "public" });
    const publicPrint = await anonymous.get(`/api/resume/public/${owned.username}/${owned.resume.slug}/print`);
    expect(publicPrint.statusCode, publicPrint.body).toBe(200);
    // Taken private: the public PDF's address must stop working, by any route.
    expect((await alice.client.patch(`/api/resume/${owned.resume.id}`, { visibility: "private" })).statusCode).toBe(200);
    const files = [
      `prints/${owned.pdfPath.split("/").pop()}`,
      `previews/${owned.previewPath.split("/").pop()}`,
      `prints/${String(publicPrint.json().url).split("/").pop()}`,
    ];
    for (const file of files) {
      const key = `/api/storage/${alice.user.id}/resumes/${owned.resume.id}/${file}`;
      for (const client of [mallory.client, anonymous]) expect((await client.get(key)).statusCode, key).toBe(404);
    }
  });
});
