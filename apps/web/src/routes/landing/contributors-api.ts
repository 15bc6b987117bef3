import type { Contributor } from "@vitae/schema";
import { api } from "@/api/client";

export type ContributorSource = "github" | "crowdin";

/** Only what can safely become a link and an image (the server presents both; this is a second look). */
function isContributor(value: unknown): value is Contributor {
  if (!value || typeof value !== "object") return false;
  const { name, url, avatar } = value as Record<string, unknown>;
  return (
    typeof name === "string" &&
    name !== "" &&
    typeof url === "string" &&
    /^https?:\/\//.test(url) &&
    typeof avatar === "string" &&
    (avatar === "" || avatar.startsWith("/api/"))
  );
}

/**
 * GET /contributors/{source}. Checked by hand rather than with the schema's zod object, which
 * the landing page would otherwise download for this one list.
 */
export async function fetchContributors(source: ContributorSource): Promise<Contributor[]> {
  const body = await api.get<unknown>(`/contributors/${source}`);
  return Array.isArray(body) ? body.filter(isContributor) : [];
}

export const contributorsQuery = (source: ContributorSource) => ({
  queryKey: ["contributors", source] as const,
  queryFn: () => fetchContributors(source),
  // The server keeps the list a day; an hour here is plenty.
  staleTime: 60 * 60 * 1000,
});
