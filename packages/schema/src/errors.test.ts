import { describe, expect, it } from "vitest";

import { errorCodes, errorResponseSchema, isErrorCode, transportErrorCodes } from "./errors";

describe("error codes", () => {
  it("keep the spec's catalogue apart from transport codes such as SignupsDisabled", () => {
    expect(transportErrorCodes).toContain("SignupsDisabled");
    expect(errorCodes as readonly string[]).not.toContain("SignupsDisabled");
    expect(isErrorCode("SignupsDisabled")).toBe(false);
    expect(isErrorCode("InvalidCredentials")).toBe(true);
  });

  it("accept SignupsDisabled in an error body", () => {
    const body = { statusCode: 403, code: "SignupsDisabled", message: "Signing up is switched off." };
    expect(errorResponseSchema.parse(body)).toEqual(body);
  });
});
