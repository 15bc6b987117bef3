import { api } from "@/api/client";
import { urlOf } from "@/api/resume-api";
import { type PublicResume, publicResumeSchema } from "@vitae/schema";

/*
 * The public calls of docs/resume-api.md: no session is needed, so a 401/403 is never a
 * reason to refresh one (a visitor has none) or to send anybody to the sign-in page.
 */
const anonymous = { refresh: false, redirectOnExpiry: false } as const;

const publicPath = (username: string, slug: string) =>
  `/resume/public/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;

/** `?lang=` for a language variant; nothing lets the server go by the browser's languages. */
const languageQuery = (lang: string | undefined) => (lang ? `?lang=${encodeURIComponent(lang)}` : "");

/** A public resume (what its page shows, no owner id) and its owner's language (`locale`), in which its PDF prints the template's own words. */
export type { PublicResume };

export const publicResumeApi = {
  /**
   * GET /resume/public/{username}/{slug}: a public resume (only its visible content), in the
   * language variant `lang` names (else the one the browser's languages pick); 404 otherwise.
   */
  get: async (username: string, slug: string, lang?: string): Promise<PublicResume> => {
    return publicResumeSchema.parse(await api.get<unknown>(`${publicPath(username, slug)}${languageQuery(lang)}`, anonymous));
  },

  /** POST /resume/public/{username}/{slug}/prepare: the server renders the PDF asked for next ahead of the request. */
  preparePrint: async (username: string, slug: string, lang?: string): Promise<void> => {
    await api.post<unknown>(`${publicPath(username, slug)}/prepare${languageQuery(lang)}`, undefined, anonymous);
  },

  /** GET /resume/public/{username}/{slug}/print: the address of the PDF of the resume in `lang`. */
  printUrl: async (username: string, slug: string, lang?: string): Promise<string> =>
    urlOf(await api.get<unknown>(`${publicPath(username, slug)}/print${languageQuery(lang)}`, anonymous), "print"),
};
