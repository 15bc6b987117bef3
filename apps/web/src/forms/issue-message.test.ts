import { aiKeySchema, loginSchema, passwordMismatchMessage, registerSchema, updateUserSchema } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { type IssueLike, issueMessage, translateSchemaMessage } from "./issue-message";

/** The message the forms would show for `input` under `schema`. */
function firstMessage(schema: { safeParse: (input: unknown, params: object) => { error?: { issues: { message: string }[] } } }, input: unknown) {
  const result = schema.safeParse(input, { error: (issue: IssueLike) => issueMessage(issue) });
  return translateSchemaMessage(result.error?.issues[0]?.message ?? "");
}

describe("form messages", () => {
  it("calls an empty field required, whatever its minimum", () => {
    expect(firstMessage(loginSchema.shape.identifier, "   ")).toBe(enUS.validation.required);
    expect(firstMessage(registerSchema.shape.name, "")).toBe(enUS.validation.required);
    expect(firstMessage(registerSchema.shape.name, "Al")).toBe("Enter at least 3 characters.");
  });

  it("names the expected format", () => {
    expect(firstMessage(registerSchema.shape.email, "ada@")).toBe(enUS.validation.email);
    expect(firstMessage(updateUserSchema.shape.picture, "not a url")).toBe(enUS.validation.url);
  });

  it("translates the messages the schema package spells out", () => {
    expect(firstMessage(aiKeySchema, "pk-1")).toBe(enUS.validation.aiKey);
    expect(translateSchemaMessage(passwordMismatchMessage)).toBe(enUS.validation.passwordMismatch);
    expect(translateSchemaMessage("anything else")).toBe("anything else");
  });
});
