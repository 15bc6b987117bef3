import { z } from "zod";

export const aiKeyMessage = "The key must start with sk- followed by letters, digits, hyphens or underscores.";

/**
 * The user's language-model provider key, kept in the browser only. Beyond the classic
 * "sk- then letters and digits", hyphens and underscores are allowed because current
 * provider keys look like "sk-proj-AbC_12-xyz".
 */
export const aiKeySchema = z.string().trim().regex(/^sk-[A-Za-z0-9_-]+$/, { message: aiKeyMessage });

export type AiKey = z.infer<typeof aiKeySchema>;

export const themes = ["system", "light", "dark"] as const;

export const themeSchema = z.enum(themes);

export type Theme = z.infer<typeof themeSchema>;

export const defaultThemeSetting: Theme = "system";

const themeCycle: Record<Theme, Theme> = { light: "system", system: "dark", dark: "light" };

/** The theme the toggle switches to next: light, then system, then dark, then light again. */
export function nextTheme(theme: Theme): Theme {
  return themeCycle[theme];
}

export const deleteConfirmationWord = "delete";

export const deleteConfirmationMessage = `Type "${deleteConfirmationWord}" to confirm.`;

/** The account-deletion input: it must be exactly the word "delete". */
export const deleteConfirmationSchema = z
  .string()
  .refine((value) => value === deleteConfirmationWord, { message: deleteConfirmationMessage });

/** Answer of GET /api/ai/allowed-origins: the origins the page's CSP lets the AI tools reach. */
export const aiAllowedOriginsSchema = z.object({ origins: z.array(z.string()) });

export type AiAllowedOrigins = z.infer<typeof aiAllowedOriginsSchema>;

/** Whether an API address (e.g. https://api.openai.com/v1) lies on one of the allowed origins. */
export function isAllowedAiAddress(address: string, origins: readonly string[]): boolean {
  try {
    return origins.includes(new URL(address).origin);
  } catch {
    return false;
  }
}
