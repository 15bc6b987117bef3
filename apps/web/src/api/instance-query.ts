import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./client";

/**
 * GET /api/instance: the address people reach this instance at (the server's PUBLIC_URL).
 * Only links that leave the browser use it (a copied share link, a picture address in an
 * exported file); everything the app loads itself is addressed relative to its origin.
 */
export const instanceQuery = queryOptions({
  queryKey: ["instance"] as const,
  queryFn: async (): Promise<{ publicUrl: string }> => {
    const body = await api.get<{ publicUrl?: unknown }>("/instance");
    if (typeof body?.publicUrl !== "string" || !URL.canParse(body.publicUrl)) throw new TypeError("GET /instance answered no publicUrl");
    return { publicUrl: body.publicUrl.replace(/\/+$/, "") };
  },
  // It changes only when the server restarts under another configuration.
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The instance's public address; the page's own origin until (or unless) the server says. */
export function usePublicUrl(): string {
  const { data } = useQuery(instanceQuery);
  return data?.publicUrl ?? window.location.origin;
}
