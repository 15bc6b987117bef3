import { Suspense, lazy, useRef } from "react";
import { useTranslation } from "react-i18next";
import { SectionHeading, sectionClass } from "./section-heading";
import { useNearViewport } from "@/ui/use-near-viewport";

const SampleTemplates = lazy(() => import("./sample-templates"));

/** The sample templates, whose code loads only as the section nears the viewport. */
export function TemplatesSection() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const loading = (
    <p role="status" className="grid min-h-96 place-items-center text-sm text-zinc-500">
      {t("landingMore.templates.loading")}
    </p>
  );
  return (
    <section ref={ref} id="templates" aria-labelledby="templates-title" className={sectionClass}>
      <SectionHeading id="templates-title" title={t("landingMore.templates.title")}>
        {t("landingMore.templates.description")}
      </SectionHeading>
      {near ? <Suspense fallback={loading}><SampleTemplates /></Suspense> : loading}
    </section>
  );
}
