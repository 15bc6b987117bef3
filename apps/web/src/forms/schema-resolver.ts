import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { type IssueLike, issueMessage, translateSchemaMessage } from "./issue-message";

function isFieldError(value: unknown): value is FieldError {
  return typeof value === "object" && value !== null && "type" in value && typeof value.type === "string";
}

/** Translates every message in a (possibly nested) react-hook-form error tree. */
function translateErrors<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const walk = (node: unknown): unknown => {
    if (typeof node !== "object" || node === null) return node;
    if (isFieldError(node)) {
      return { ...node, ...(node.message ? { message: translateSchemaMessage(node.message) } : {}) };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
  };
  return walk(errors) as FieldErrors<T>;
}

/**
 * react-hook-form resolver for a schema of @vitae/schema, with messages in the user's
 * language. The submit handler receives the schema's output (trimmed, defaulted values).
 */
export function schemaResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema, { error: (issue: IssueLike) => issueMessage(issue) });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translateErrors<Input>(result.errors) };
  };
}

/**
 * Resolver for a form with a single field checked by a plain (non-object) schema, such
 * as the AI key or the delete confirmation.
 */
export function fieldResolver<Name extends string>(
  name: Name,
  schema: z.ZodType<string, string>,
): Resolver<Record<Name, string>, unknown, Record<Name, string>> {
  return (values) => {
    const result = schema.safeParse(values[name], { error: (issue: IssueLike) => issueMessage(issue) });
    if (result.success) return { values: { [name]: result.data } as Record<Name, string>, errors: {} };
    const issue = result.error.issues[0];
    const error: FieldError = { type: issue?.code ?? "custom", message: translateSchemaMessage(issue?.message ?? "") };
    return { values: {}, errors: { [name]: error } as FieldErrors<Record<Name, string>> };
  };
}
