/**
 * Security suite — no 500 for any input: for every call of the OpenAPI document, fast-check
 * generates at least 200 malformed or extreme requests (wrong types, huge and tiny numbers,
 * long strings, odd Unicode, missing and extra fields, real and made-up ids), sent with a
 * signed-in user's cookies to the in-process app. None may answer 5xx.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, relaxedRateLimits, type TestApp } from "../../src/test/test-app";
import { type JsonSchema, malformed, oddString } from "./fuzz-arbitraries";
import { documentedRoutes } from "./route-inventory";
import { instantPrinter, ownedResume, type OwnedResume, type Person, signedUpPerson } from "./suite-fixtures";

const runsPerRoute = 200;
const closedPort = "http://127.0.0.1:9";

interface Operation {
  parameters?: { in: "path" | "query"; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

let testApp: TestApp;
let operations: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  testApp = await createTestApp({
    printer: instantPrinter,
    rateLimits: relaxedRateLimits,
    // No call may leave the machine: every outside service is a closed port on loopback.
    env: { CONTRIBUTORS_GITHUB_URL: closedPort, CONTRIBUTORS_CROWDIN_URL: closedPort, CROWDIN_TOKEN: "t", FONTS_CSS_URL: closedPort, FONTS_FILES_URL: closedPort },
    imageProxy: { rateLimit: { max: 1_000_000, timeWindowMs: 60_000 }, fetch: { resolve: async () => { throw new Error("no names are resolved in the fuzz test"); }, timeoutMs: 200 } },
  });
  operations = (await testApp.app.inject({ url: "/api/docs/json" })).json().paths;
}, 60_000);
afterAll(() => testApp?.close());

/** A value for a path or query parameter: one that names something real, or anything. */
function parameterValue(owned: OwnedResume, name: string, schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const real: Record<string, string[]> = {
    id: [owned.resume.id],
    username: [owned.username],
    slug: [owned.resume.slug],
    file: [owned.pdfPath.split("/").pop() ?? "", "x.pdf", "x.jpg"],
    "*": [owned.picturePath.replace("/api/storage/", ""), "a/b/c"],
  };
  return fc.oneof(
    fc.constantFrom(...(real[name] ?? [""])),
    malformed(schema).map((value) => (typeof value === "string" ? value : JSON.stringify(value) ?? "")),
    oddString,
  );
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    // A lone surrogate cannot be percent-encoded (nor sent by any client): it becomes U+FFFD.
    const value = (values[name] ?? "").replace(/\p{Cs}/gu, "\uFFFD");
    // A wildcard keeps its slashes; a single segment must not add any.
    return name === "*" ? value.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(value);
  });
}

/** One request for the operation: parameters, query and body, each possibly malformed. */
function requestFor(owned: OwnedResume, method: string, path: string, operation: Operation) {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === "path");
  const queryParameters = parameters.filter((parameter) => parameter.in === "query");
  const jsonSchema = operation.requestBody?.content?.["application/json"]?.schema;
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> = fc.oneof(
    { weight: 6, arbitrary: malformed(jsonSchema ?? { type: "object" }).map((value) => ({ payload: JSON.stringify(value) ?? "null", contentType: "application/json" })) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.string({ maxLength: 100 }).map((text) => ({ payload: text, contentType: "application/json" })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ payload: Buffer.from(bytes), contentType: "multipart/form-data; boundary=x" })) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 200 }), fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "image/png", "application/json; charset=utf-16")).map(([payload, contentType]) => ({ payload, contentType })) },
  );
  return fc
    .record({
      path: fc.record(Object.fromEntries(pathParameters.map((parameter) => [parameter.name, parameterValue(owned, parameter.name, parameter.schema)]))),
      query: fc.record(
        Object.fromEntries(queryParameters.map((parameter) => [parameter.name, parameterValue(owned, parameter.name, parameter.schema)])),
        { requiredKeys: [] },
      ),
      body,
    })
    .map(({ path: values, query, body: { payload, contentType } }) => {
      const search = new URLSearchParams(query as Record<string, string>).toString();
      return {
        method: method.toUpperCase() as "GET",
        url: `${fill(path, values as Record<string, string>)}${search ? `?${search}` : ""}`,
        ...(method === "get" || payload === undefined ? {} : { payload }),
        headers: { ...(contentType && method !== "get" ? { "content-type": contentType } : {}), origin: "http://localhost:3000" },
      };
    });
}

/**
 * The font calls answer 503 when Google Fonts cannot be reached, which is what this test
 * arranges (a closed port): a true answer about the outside service, not a failure of ours.
 */
function upstreamDown(path: string, response: { statusCode: number; body: string }): boolean {
  return path.startsWith("/api/fonts/") && response.statusCode === 503 && response.body.includes("font service cannot be used");
}

describe("every documented call", () => {
  it("is documented (the list below is not empty)", async () => {
    expect((await documentedRoutes(testApp.app)).length).toBeGreaterThan(30);
  });

  // The routes are read from the OpenAPI document once it exists, inside the test.
  it(`answers ${runsPerRoute} malformed or extreme requests per call without a 5xx`, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [path, byMethod] of Object.entries(operations)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        // A person of their own for each call: signing out, deleting the account or turning
        // on 2FA must not leave the next call's requests unauthenticated.
        const person: Person = await signedUpPerson(testApp.app);
        const owned = await ownedResume(person, { visibility: "public" });
        await fc.assert(
          fc.asyncProperty(requestFor(owned, method, path, operation), async (request) => {
            const response = await person.client.request(request);
            sent += 1;
            if (response.statusCode >= 500 && !upstreamDown(path, response)) {
              failures.push(`${request.method} ${request.url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
              return false;
            }
            return true;
          }),
          { numRuns: runsPerRoute, endOnFailure: true },
        ).catch((error: Error) => failures.push(`${method.toUpperCase()} ${path}: ${error.message.slice(0, 600)}`));
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(runsPerRoute * 40);
  }, 600_000);
});
