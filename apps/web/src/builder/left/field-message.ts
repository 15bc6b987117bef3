import { invalidUrlMessage } from "@vitae/schema";
import i18next from "i18next";
import type { z } from "zod";
import { type IssueLike, issueMessage, translateSchemaMessage } from "@/forms/issue-message";

/**
 * A schema message in the user's language. The URL hint of the schema package is not in
 * the shared catalogue of forms/issue-message.ts, so it is translated here.
 */
export function fieldMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message === invalidUrlMessage ? i18next.t("validation.url") : translateSchemaMessage(message);
}

/** The translated first problem `schema` finds with `value`, or undefined when it is valid. */
export function schemaError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value, { error: (issue: IssueLike) => issueMessage(issue) });
  return result.success ? undefined : fieldMessage(result.error.issues[0]?.message ?? i18next.t("validation.invalid"));
}
