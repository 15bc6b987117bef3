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

/** A public resume (what its page shows, no owner id) and its owner's language (`locale`), in which its PDF prints the template's own words. */
export type { PublicResume };

export const publicResumeApi = {
  /** GET /resume/public/{username}/{slug}: a public resume (only its visible content); 404 otherwise. */
  get: async (username: string, slug: string): Promise<PublicResume> => {
    return publicResumeSchema.parse(await api.get<unknown>(publicPath(username, slug), anonymous));
  },

  /** GET /resume/public/{username}/{slug}/print: the address of the resume's PDF. */
  printUrl: async (username: string, slug: string): Promise<string> =>
    urlOf(await api.get<unknown>(`${publicPath(username, slug)}/print`, anonymous), "print"),
};
