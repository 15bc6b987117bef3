/*
 * Page 1 of a resume drawn by one of the real templates (@vitae/templates, the ones the artboard
 * prints with), scaled down to the width of its box. The templates and their CSS are heavy:
 * import this only from chunks that load on demand (the builder's template gallery, the
 * landing page's sample templates).
 */
import { type ResumeData, sampleResume, templateThumbnailRatio } from "@vitae/schema";
import { type AvailableTemplateName, pageSizePx, templates } from "@vitae/templates";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "./cn";

const a4 = pageSizePx("a4");

/** The sample resume in `name`, without its custom CSS (which would style the whole page around it). */
export function sampleInTemplate(name: AvailableTemplateName): ResumeData {
  const { metadata } = sampleResume;
  return { ...sampleResume, metadata: { ...metadata, template: name, css: { ...metadata.css, visible: false } } };
}

type TemplatePagePreviewProps = { name: AvailableTemplateName; className?: string };

/**
 * The sample resume's first page in a template, at the A4 ratio (every thumbnail's), drawn once its box
 * comes near the viewport. Decorative: hidden from assistive technology and inert, since the
 * page's links must not be focus stops; whoever shows it names it.
 */
export const TemplatePagePreview = memo(function TemplatePagePreview({ name, className }: TemplatePagePreviewProps) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  const [near, setNear] = useState(typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // ResizeObserver reports the current size first, then every change.
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => setScale(element.clientWidth / a4.width));
    resize?.observe(element);
    const intersection =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              setNear(true);
              intersection?.disconnect();
            },
            { rootMargin: "200px" },
          );
    intersection?.observe(element);
    return () => {
      resize?.disconnect();
      intersection?.disconnect();
    };
  }, []);
  const data = useMemo(() => sampleInTemplate(name), [name]);
  const Template = templates[name];
  return (
    <div
      ref={box}
      aria-hidden
      inert
      data-template-thumbnail={name}
      className={cn("relative overflow-hidden bg-white ring-1 ring-zinc-200 dark:ring-zinc-700", className)}
      style={{ aspectRatio: `${templateThumbnailRatio.width} / ${templateThumbnailRatio.height}` }}
    >
      {near && scale > 0 && (
        // The sample is English and laid out left to right whatever the page's direction.
        <div
          dir="ltr"
          lang="en"
          className="pointer-events-none absolute top-0 left-0 origin-top-left select-none"
          style={{ width: a4.width, transform: `scale(${scale})` }}
        >
          {/*
           * The page inherits nothing from where it is shown (a capitalised button label, the
           * landing page's font, line height or dark text colour): every inherited property starts
           * from its initial value, as on the artboard's own page, so it draws exactly as printed.
           */}
          <div data-template-isolation style={{ all: "initial", display: "block", colorScheme: "light" }}>
            <Template data={data} pageIndex={0} />
          </div>
        </div>
      )}
    </div>
  );
});
