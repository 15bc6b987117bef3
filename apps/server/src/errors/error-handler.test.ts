import { createId, errorCodes, errorResponseSchema, sampleResume, transportErrorCodes } from "@vitae/schema";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, statusByCode } from "./app-error";
import { registerErrorHandler } from "./error-handler";

async function appThrowing(error: () => unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get("/boom", async () => {
    throw error();
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    "/validated",
    { schema: { body: z.object({ title: z.string().min(1), columns: z.number().int().max(5) }) } },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe("error handler", () => {
  it.each(errorCodes)("answers %s with its status and code", async (code) => {
    const app = await appThrowing(() => new AppError(code));
    const response = await app.inject({ url: "/boom" });
    expect(response.statusCode).toBe(statusByCode[code]);
    const body = errorResponseSchema.parse(response.json());
    expect(body).toMatchObject({ code, statusCode: statusByCode[code] });
    expect(body.message.length).toBeGreaterThan(0);
  });

  it.each(transportErrorCodes)("answers the transport code %s with its status", async (code) => {
    const app = await appThrowing(() => new AppError(code));
    const response = await app.inject({ url: "/boom" });
    expect(response.statusCode).toBe(statusByCode[code]);
    expect(errorResponseSchema.parse(response.json()).code).toBe(code);
  });

  it("answers SignupsDisabled with 403", () => {
    expect(statusByCode.SignupsDisabled).toBe(403);
  });

  it("answers validation failures with 400 and the path of each bad field", async () => {
    const app = await appThrowing(() => null);
    const response = await app.inject({ method: "POST", url: "/validated", payload: { title: "", columns: 9 } });
    expect(response.statusCode).toBe(400);
    const body = errorResponseSchema.parse(response.json());
    expect(body.code).toBe("ValidationError");
    expect(body.issues?.map((issue) => issue.path)).toEqual(
      expect.arrayContaining([
        ["body", "title"],
        ["body", "columns"],
      ]),
    );
  });

  it("answers malformed JSON with 400", async () => {
    const app = await appThrowing(() => null);
    const response = await app.inject({
      method: "POST",
      url: "/validated",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("ValidationError");
  });

  it("hides unexpected errors behind a generic 500", async () => {
    const app = await appThrowing(() => new Error("password=hunter2 leaked from a driver"));
    const response = await app.inject({ url: "/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: "SomethingWentWrong",
      message: "Something went wrong. Please try again.",
    });
    expect(response.body).not.toContain("hunter2");
  });

  it("adds the current resume to a ResumeVersionConflict body", async () => {
    const current = {
      id: createId(),
      title: "CV",
      slug: "cv",
      visibility: "private" as const,
      locked: false,
      version: 3,
      data: sampleResume,
      userId: createId(),
      createdAt: new Date("2024-05-06T07:08:09.000Z"),
      updatedAt: new Date("2024-05-07T07:08:09.000Z"),
    };
    const app = await appThrowing(() => new AppError("ResumeVersionConflict", undefined, {}, { current }));
    const response = await app.inject({ url: "/boom" });
    expect(response.statusCode).toBe(409);
    const body = errorResponseSchema.parse(response.json());
    expect(body).toMatchObject({ code: "ResumeVersionConflict", current: { ...current, data: sampleResume } });
    expect(response.json().current.updatedAt).toBe("2024-05-07T07:08:09.000Z");
  });

  it("passes the headers an AppError carries", async () => {
    const app = await appThrowing(() => new AppError("TooManyRequests", undefined, { "retry-after": "30" }));
    const response = await app.inject({ url: "/boom" });
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe("30");
  });
});
