import { GithubLogo, GoogleLogo } from "@phosphor-icons/react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { authApi, socialSignInPath } from "@/api/auth-api";
import { Button } from "@/ui/button";

export const providersQuery = {
  queryKey: ["auth", "providers"] as const,
  queryFn: authApi.providers,
  // Server configuration: it does not change while the app runs.
  staleTime: Number.POSITIVE_INFINITY,
};

const socialProviders = [
  { id: "github", label: "GitHub", Icon: GithubLogo },
  { id: "google", label: "Google", Icon: GoogleLogo },
] as const;

/**
 * GitHub and Google sign-in, shown only for providers the server lists. A
 * plain link: the server answers with a redirect to the provider, so this must be a
 * browser navigation, not a fetch.
 */
export function SocialAuth() {
  const { t } = useTranslation();
  const { data: providers = [] } = useQuery(providersQuery);
  const available = socialProviders.filter(({ id }) => providers.includes(id));
  if (available.length === 0) return null;
  return (
    <section aria-labelledby="social-auth-heading" className="grid gap-4">
      <div className="flex items-center gap-3 text-xs text-zinc-500 uppercase dark:text-zinc-400">
        <span aria-hidden className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
        <h2 id="social-auth-heading">{t("auth.social.divider")}</h2>
        <span aria-hidden className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {available.map(({ id, label, Icon }) => (
          <Button key={id} variant="secondary" asChild>
            <a href={socialSignInPath(id)} aria-label={t("auth.social.continueWith", { provider: label })}>
              <Icon size={18} aria-hidden />
              {label}
            </a>
          </Button>
        ))}
      </div>
    </section>
  );
}
