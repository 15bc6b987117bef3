import { useTranslation } from "react-i18next";

/*
 * Services Vitae works with: sign-in, import, database, file storage and translation. The
 * logos are simple-icons served by our own server (/icons/{slug}.svg), so the strip costs no
 * script and no request elsewhere. Brand names are the same in every language.
 */
const logos = [
  { slug: "github", name: "GitHub" },
  { slug: "google", name: "Google" },
  { slug: "reactiveresume", name: "Reactive Resume" },
  { slug: "postgresql", name: "PostgreSQL" },
  { slug: "minio", name: "MinIO" },
  { slug: "cloudflare", name: "Cloudflare R2" },
  { slug: "backblaze", name: "Backblaze B2" },
  { slug: "crowdin", name: "Crowdin" },
] as const;

export function LogoStrip() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="logos-title" className="border-y border-zinc-200 bg-zinc-50 px-4 py-8 dark:border-zinc-800 dark:bg-zinc-900/40">
      <h2 id="logos-title" className="mb-6 text-center text-sm font-medium text-zinc-600 dark:text-zinc-400">
        {t("landing.logos.title")}
      </h2>
      <ul className="mx-auto flex max-w-5xl flex-wrap items-center justify-center gap-x-8 gap-y-4">
        {logos.map((logo) => (
          <li key={logo.slug} className="flex items-center gap-2 text-sm font-medium text-zinc-700 dark:text-zinc-300">
            <img
              src={`/icons/${logo.slug}.svg`}
              alt=""
              width={20}
              height={20}
              loading="lazy"
              decoding="async"
              className="size-5 opacity-80 dark:invert"
            />
            {logo.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
