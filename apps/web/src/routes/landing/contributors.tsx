import { useQuery } from "@tanstack/react-query";
import { type Contributor, limits, projectLinks } from "@vitae/schema";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { contributorsQuery } from "./contributors-api";
import { SectionHeading, sectionClass } from "./section-heading";
import { useNearViewport } from "@/ui/use-near-viewport";

const placeholders = limits.contributorPlaceholders;
// Past the 30th, contributors show from the sm breakpoint up only.
const beyondPlaceholders = (index: number) => (index >= placeholders ? "max-sm:hidden" : "");

function Avatar({ contributor, index }: { contributor: Contributor; index: number }) {
  const { t } = useTranslation();
  const label = t("landingMore.contributors.profile", { name: contributor.name });
  return (
    <li className={beyondPlaceholders(index)}>
      <a
        href={contributor.url}
        target="_blank"
        rel="noreferrer"
        title={label}
        aria-label={label}
        className="block size-10 overflow-hidden rounded-full bg-zinc-200 ring-offset-2 hover:ring-2 hover:ring-zinc-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500 dark:bg-zinc-800 dark:ring-offset-zinc-950"
      >
        {contributor.avatar ? (
          <img src={contributor.avatar} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <span aria-hidden className="grid size-full place-items-center text-sm font-semibold uppercase">
            {Array.from(contributor.name)[0]}
          </span>
        )}
      </a>
    </li>
  );
}

/**
 * Who made Vitae (GET /contributors/github), plus its translators when the server knows them.
 * Asked for only when the section nears the viewport; 30 placeholders hold its place meanwhile.
 */
export function Contributors() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const github = useQuery({ ...contributorsQuery("github"), enabled: near });
  const crowdin = useQuery({ ...contributorsQuery("crowdin"), enabled: near });
  const loading = !github.data && !github.isError;
  return (
    <section ref={ref} id="contributors" aria-labelledby="contributors-title" className={sectionClass}>
      <SectionHeading id="contributors-title" title={t("landingMore.contributors.title")}>
        {t("landingMore.contributors.description")}
      </SectionHeading>
      {loading ? (
        <ul aria-busy="true" aria-label={t("landingMore.contributors.loading")} className="flex flex-wrap justify-center gap-3">
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={index} data-placeholder className="size-10 animate-pulse rounded-full bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800" />
          ))}
        </ul>
      ) : github.data && github.data.length > 0 ? (
        <ul aria-label={t("landingMore.contributors.title")} className="flex flex-wrap justify-center gap-3">
          {github.data.map((contributor, index) => (
            <Avatar key={contributor.url} contributor={contributor} index={index} />
          ))}
        </ul>
      ) : (
        <p role="status" className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          {t("landingMore.contributors.unavailable")}
        </p>
      )}
      {crowdin.data && crowdin.data.length > 0 && (
        <>
          <h3 className="mt-10 mb-4 text-center font-semibold">{t("landingMore.contributors.translators")}</h3>
          <ul aria-label={t("landingMore.contributors.translators")} className="flex flex-wrap justify-center gap-3">
            {crowdin.data.map((contributor, index) => (
              <Avatar key={contributor.url} contributor={contributor} index={index} />
            ))}
          </ul>
        </>
      )}
      <p className="mt-8 text-center text-sm">
        <a href={projectLinks.contributors} target="_blank" rel="noreferrer" className="underline underline-offset-4 hover:no-underline">
          {t("landingMore.contributors.all")}
        </a>
      </p>
    </section>
  );
}
