import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { type VersionedResume, resumeApi } from "./resume-api";

/** Cache key of the signed-in user's resume list. */
export const resumesQueryKey = ["resumes"] as const;

/** Cache key of one resume; the preview image lives under it too, so forgetting a resume forgets both. */
export const resumeQueryKey = (id: string) => ["resume", id] as const;

export const resumesQuery = queryOptions({ queryKey: resumesQueryKey, queryFn: resumeApi.list });

/** Newest `updatedAt` first, whatever order the cache holds them in. */
export function sortByUpdated(resumes: readonly VersionedResume[]): VersionedResume[] {
  return [...resumes].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

/** Puts a resume from an answer into the caches: it replaces the copy with its id, or joins the list. */
export function cacheResume(queryClient: QueryClient, resume: VersionedResume): void {
  queryClient.setQueryData(resumeQueryKey(resume.id), resume);
  queryClient.setQueryData<VersionedResume[]>(resumesQueryKey, (list) => {
    if (!list) return list;
    return list.some((item) => item.id === resume.id)
      ? list.map((item) => (item.id === resume.id ? resume : item))
      : [resume, ...list];
  });
}

/** Forgets a deleted resume everywhere. */
export function uncacheResume(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<VersionedResume[]>(resumesQueryKey, (list) => list?.filter((item) => item.id !== id));
  queryClient.removeQueries({ queryKey: resumeQueryKey(id) });
}
