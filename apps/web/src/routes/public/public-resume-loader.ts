import { type LoaderFunctionArgs, redirect } from "react-router";
import type { VersionedResume } from "../../api/resume-api";
import { publicResumeApi } from "./public-resume-api";

export type PublicResumeData = { resume: VersionedResume; username: string; slug: string };

/**
 * Loads /:username/:slug for anyone, signed in or not. Whatever goes wrong (a private or
 * missing resume, a network failure, an answer that does not parse) sends the visitor to
 * the landing page, as SPEC §2 asks.
 */
export async function publicResumeLoader({ params }: LoaderFunctionArgs): Promise<PublicResumeData> {
  const username = params.username ?? "";
  const slug = params.slug ?? "";
  try {
    return { resume: await publicResumeApi.get(username, slug), username, slug };
  } catch {
    throw redirect("/");
  }
}
