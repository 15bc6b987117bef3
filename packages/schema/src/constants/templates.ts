import { z } from "zod";

export const templateNames = [
  "azurill",
  "bronzor",
  "chikorita",
  "ditto",
  "gengar",
  "glalie",
  "kakuna",
  "leafish",
  "nosepass",
  "onyx",
  "pikachu",
  "rhyhorn",
] as const;

/**
 * A known template. Resume metadata stores the template as plain text (an export from a
 * newer release may name one we lack); renderers narrow it with `isTemplateName`.
 */
export const templateNameSchema = z.enum(templateNames);

export type TemplateName = z.infer<typeof templateNameSchema>;

export const defaultTemplate: TemplateName = "rhyhorn";

/** Whether a stored template name is one this build can render. */
export function isTemplateName(value: string): value is TemplateName {
  return (templateNames as readonly string[]).includes(value);
}
