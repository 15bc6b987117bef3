/*
 * The sample resume in every template, drawn by the real templates of @vitae/templates (the
 * ones the artboard prints with). A chunk of its own, loaded when the section nears the
 * viewport: the templates, their CSS and the sample are far heavier than the rest of the page.
 */
import { limits, sampleResume } from "@vitae/schema";
import { TemplateLabelsContext, availableTemplateNames, templateLabels } from "@vitae/templates";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadResumeFonts } from "@/artboard/fonts";
import { Button } from "@/ui/button";
import { cn } from "@/ui/cn";
import { TemplatePagePreview } from "@/ui/template-page-preview";
import { prefersReducedMotion } from "./prefers-reduced-motion";

/**
 * A slideshow of the sample resume that moves to the next template every 30 s
 * (`limits.sampleCarouselIntervalMs`), with previous, next and pause (WCAG 2.2.2), above a
 * grid of every template to pick from. It starts paused for people who asked for less motion.
 */
export default function SampleTemplates() {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const count = availableTemplateNames.length;
  const name = availableTemplateNames[index] ?? availableTemplateNames[0]!;

  useEffect(() => {
    void loadResumeFonts(sampleResume.metadata.typography).catch(() => {});
  }, []);
  // A new interval after every change, so a template picked by hand stays its full 30 s.
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), limits.sampleCarouselIntervalMs);
    return () => clearInterval(timer);
  }, [playing, index, count]);

  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  return (
    <TemplateLabelsContext.Provider value={templateLabels(i18n.resolvedLanguage)}>
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <figure aria-roledescription={t("landingMore.templates.carouselRole")} aria-label={t("landingMore.templates.carousel")} className="grid gap-4">
          <div aria-live={playing ? "off" : "polite"}>
            <TemplatePagePreview name={name} className="rounded-md shadow-sm" />
          </div>
          <figcaption className="flex items-center justify-between gap-2">
            <span className="text-sm font-medium capitalize" data-testid="carousel-template">
              {t("landingMore.templates.current", { template: name })}
            </span>
            <span className="flex gap-1">
              <Button variant="secondary" size="sm" onClick={() => go(-1)} aria-label={t("landingMore.templates.previous")}>
                <span aria-hidden className="rtl:rotate-180">‹</span>
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setPlaying((value) => !value)} aria-label={t(playing ? "landingMore.templates.pause" : "landingMore.templates.play")}>
                <span aria-hidden>{playing ? "❚❚" : "▶"}</span>
              </Button>
              <Button variant="secondary" size="sm" onClick={() => go(1)} aria-label={t("landingMore.templates.next")}>
                <span aria-hidden className="rtl:rotate-180">›</span>
              </Button>
            </span>
          </figcaption>
        </figure>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {availableTemplateNames.map((template, position) => (
            <li key={template}>
              <button
                type="button"
                aria-pressed={position === index}
                aria-label={t("landingMore.templates.choose", { template })}
                onClick={() => setIndex(position)}
                className="group grid w-full gap-2 rounded-md p-1 text-start text-sm capitalize focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500"
              >
                <TemplatePagePreview
                  name={template}
                  className={cn("rounded-sm transition-shadow group-hover:ring-zinc-400", position === index && "ring-2 ring-zinc-900 dark:ring-zinc-100")}
                />
                <span aria-hidden>{template}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </TemplateLabelsContext.Provider>
  );
}
