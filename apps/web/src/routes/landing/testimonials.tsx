import { useTranslation } from "react-i18next";
import { SectionHeading, sectionClass } from "./section-heading";

const testimonials = ["nurse", "student", "admin"] as const;

export function Testimonials() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="testimonials-title" className={`${sectionClass} bg-zinc-50 dark:bg-zinc-900/40`}>
      <SectionHeading id="testimonials-title" title={t("landingMore.testimonials.title")} />
      <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
        {testimonials.map((id) => (
          <li key={id}>
            <figure className="flex h-full flex-col justify-between gap-4 rounded-lg border border-zinc-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-950">
              <blockquote className="text-pretty">{t(`landingMore.testimonials.${id}.quote`)}</blockquote>
              <figcaption className="text-sm text-zinc-600 dark:text-zinc-400">{t(`landingMore.testimonials.${id}.author`)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
