import { describe, expect, it } from "vitest";

import { sampleResume } from "./sample-resume";
import { createId } from "./shared/id";
import { errorCodes, errorResponseSchema, isErrorCode, transportErrorCodes } from "./errors";

describe("error codes", () => {
  it("keep the product catalogue apart from transport codes such as SignupsDisabled", () => {
    expect(transportErrorCodes).toContain("SignupsDisabled");
    expect(errorCodes as readonly string[]).not.toContain("SignupsDisabled");
    expect(isErrorCode("SignupsDisabled")).toBe(false);
    expect(isErrorCode("InvalidCredentials")).toBe(true);
  });

  it("accept SignupsDisabled in an error body", () => {
    const body = { statusCode: 403, code: "SignupsDisabled", message: "Signing up is switched off." };
    expect(errorResponseSchema.parse(body)).toEqual(body);
  });

  it("carry the current resume with ResumeVersionConflict", () => {
    expect(transportErrorCodes).toContain("ResumeVersionConflict");
    const current = {
      id: createId(),
      title: "CV",
      slug: "cv",
      visibility: "private",
      locked: false,
      version: 4,
      data: sampleResume,
      userId: createId(),
      createdAt: "2024-05-06T07:08:09.000Z",
      updatedAt: "2024-05-06T07:08:09.000Z",
    };
    const body = errorResponseSchema.parse({ statusCode: 409, code: "ResumeVersionConflict", message: "Stale", current });
    expect(body.current?.version).toBe(4);
    expect(body.current?.updatedAt).toBeInstanceOf(Date);
  });
});
