import type { Contributor } from "@vitae/schema";
import { z } from "zod";
import { imageProxyRoute } from "../image-proxy/routes";

/** The most contributors one list carries (GitHub's largest page). */
export const maxContributors = 100;

const webUrl = z.url({ protocol: /^https?$/ });

// Only the fields we show; anything else GitHub or Crowdin sends is ignored.
const githubContributorSchema = z.object({
  login: z.string().min(1),
  html_url: webUrl,
  avatar_url: z.string(),
  type: z.string().optional(),
});

const crowdinMemberSchema = z.object({
  data: z.object({
    username: z.string().min(1),
    fullName: z.string().nullish(),
    avatarUrl: z.string().nullish(),
  }),
});

/**
 * An avatar the landing page can show: through our image proxy, because the app's CSP allows
 * images from its own origin only, and the proxy refuses anything but public addresses.
 * GitHub and Crowdin avatars take a size; 64 px is twice the size they are shown at.
 */
function presentAvatar(url: string | null | undefined): string {
  if (!url || !webUrl.safeParse(url).success) return "";
  const sized = new URL(url);
  if (sized.hostname.endsWith("githubusercontent.com")) sized.searchParams.set("s", "64");
  return `${imageProxyRoute}?url=${encodeURIComponent(sized.href)}`;
}

/** Keeps the entries `schema` accepts, so one odd entry does not cost the whole list. */
function validEntries<T>(body: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** GitHub's GET /repos/{owner}/{repo}/contributors answer as contributors, bots left out. */
export function presentGithubContributors(body: unknown): Contributor[] {
  return validEntries(body, githubContributorSchema)
    .filter((entry) => entry.type !== "Bot" && !entry.login.endsWith("[bot]"))
    .slice(0, maxContributors)
    .map((entry) => ({ name: entry.login, url: entry.html_url, avatar: presentAvatar(entry.avatar_url) }));
}

/** Crowdin's GET /projects/{id}/members answer (`{data: [{data: member}]}`) as contributors. */
export function presentCrowdinMembers(body: unknown): Contributor[] {
  const members = body && typeof body === "object" && "data" in body ? body.data : undefined;
  return validEntries(members, crowdinMemberSchema)
    .slice(0, maxContributors)
    .map(({ data }) => ({
      name: data.fullName?.trim() || data.username,
      url: `https://crowdin.com/profile/${encodeURIComponent(data.username)}`,
      avatar: presentAvatar(data.avatarUrl),
    }));
}
