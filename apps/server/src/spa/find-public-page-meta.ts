import type { DbDeps } from "../db/database";
import type { Env } from "../env";
import { AppError } from "../errors/app-error";
import { presentPublicResume } from "../resume/present";
import { findPublicResume } from "../resume/service";
import { publicUrl } from "../public-url";
import { type PublicPageMeta, publicPageMeta } from "./public-page-meta";

/**
 * The share-preview tags of the public resume at /{username}/{slug}; null when it is missing
 * or private (the SPA then redirects). Looking does not count as a view: the page's own
 * GET /api/resume/public/… does that.
 */
export async function findPublicPageMeta(
  { db }: DbDeps,
  env: Pick<Env, "PUBLIC_URL">,
  address: { username: string; slug: string },
  path: string,
): Promise<PublicPageMeta | null> {
  try {
    const resume = presentPublicResume(await findPublicResume({ db }, address.username, address.slug));
    return publicPageMeta(resume, publicUrl(env, path));
  } catch (error) {
    if (error instanceof AppError && error.code === "ResumeNotFound") return null;
    throw error;
  }
}
