import { languages } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test?.close();
});

describe("GET /api/translation/languages", () => {
  it("lists the 48 interface languages to anyone, en-US first", async () => {
    const response = await test.app.inject({ url: "/api/translation/languages" });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ name: string; locale: string; id: string; editorCode: string }[]>();
    expect(body).toHaveLength(48);
    expect(body).toEqual(languages);
    expect(body[0]).toEqual({ id: "en", locale: "en-US", name: "English", editorCode: "en" });
    expect(body.find((language) => language.locale === "de-DE")?.name).toBe("Deutsch");
  });
});
