/**
 * Where the project itself lives: the landing page links there, and the server's default
 * contributors upstreams ask about it. Forks that publish elsewhere change it here.
 */
export const projectRepository = "vitae-cv/vitae";

/** The project's translation project on Crowdin (its public page). */
export const projectCrowdinSlug = "vitae";

export const projectLinks = {
  repository: `https://github.com/${projectRepository}`,
  issues: `https://github.com/${projectRepository}/issues`,
  contributors: `https://github.com/${projectRepository}/graphs/contributors`,
  license: `https://github.com/${projectRepository}/blob/main/LICENSE`,
  translations: `https://crowdin.com/project/${projectCrowdinSlug}`,
} as const;
