import { useTranslation } from "react-i18next";
import { faqEntries } from "./faq-entries";
import { SectionHeading, sectionClass } from "./section-heading";

/** Questions and answers as disclosure widgets: keyboard and screen-reader friendly without script. */
export function Faq() {
  const { t } = useTranslation();
  return (
    <section id="faq" aria-labelledby="faq-title" className={sectionClass}>
      <SectionHeading id="faq-title" title={t("landingMore.faq.title")}>
        {t("landingMore.faq.englishOnly")}
      </SectionHeading>
      {/* English only, on purpose: see faq-entries.ts. */}
      <div lang="en" dir="ltr" className="mx-auto max-w-3xl divide-y divide-zinc-200 border-y border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
        {faqEntries.map((entry) => (
          <details key={entry.question} className="group py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-zinc-500 [&::-webkit-details-marker]:hidden">
              {entry.question}
              <svg viewBox="0 0 16 16" aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none">
                <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <p className="mt-3 text-zinc-600 dark:text-zinc-400">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
