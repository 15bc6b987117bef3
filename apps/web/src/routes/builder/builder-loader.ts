import type { QueryClient } from "@tanstack/react-query";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { type VersionedResume, resumeApi } from "@/api/resume-api";
import { cacheResume } from "@/api/resume-queries";
import { requireUser } from "@/auth/guards";

/**
 * Loads /builder/:id fresh from the server (never from a cache: the builder edits this
 * copy, so it must be the newest). Any failure — not found, not the owner, offline — goes
 * to the dashboard.
 */
export function builderLoader(queryClient: QueryClient) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<VersionedResume> => {
    await requireUser(queryClient, request);
    try {
      const resume = await resumeApi.get(params.id ?? "");
      cacheResume(queryClient, resume);
      return resume;
    } catch {
      throw redirect("/dashboard");
    }
  };
}
