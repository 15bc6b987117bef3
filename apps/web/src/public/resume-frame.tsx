import { type ResumeData, type TextDirection, artboardPreviewPath } from "@vitae/schema";
import { pageSizePx } from "@vitae/templates";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useArtboardFrame } from "@/preview/use-artboard-frame";

/** The scale at which `width` CSS px fit into `box`: 1 when there is room, less on narrow screens. */
function useFitScale(box: RefObject<HTMLElement | null>, width: number): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const available = element.clientWidth;
      setScale(available > 0 ? Math.min(1, available / width) : 1);
    };
    measure();
    if (typeof ResizeObserver === "undefined") {
      window.addEventListener("resize", measure);
      return () => window.removeEventListener("resize", measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, width]);
  return scale;
}

export interface ResumeFrameProps {
  data: ResumeData;
  /** The owner's language: the template's own words (page numbers) are printed in it, as in the PDF. */
  locale?: string;
  /** The direction the resume is laid out in, as in the PDF: right to left for a variant in such a language. */
  direction?: TextDirection;
  /** The frame's accessible name. */
  title: string;
  /** The iframe, for the browser-print fallback. */
  frameRef: RefObject<HTMLIFrameElement | null>;
}

/**
 * The resume in a frame of /artboard/preview: as wide as the page format,
 * as tall as the artboard says it rendered (PAGE_LOADED), scaled down to fit narrow screens.
 * The resume goes in with SET_RESUME once the artboard listens; only same-origin messages from
 * this frame that parse as artboard messages are read.
 */
export function ResumeFrame({ data, locale, direction, title, frameRef }: ResumeFrameProps) {
  const page = pageSizePx(data.metadata.page.format);
  const boxRef = useRef<HTMLDivElement>(null);
  const scale = useFitScale(boxRef, page.width);
  const height = Math.ceil(useArtboardFrame(frameRef, data, { locale, direction })?.height ?? page.height);

  return (
    <div ref={boxRef} className="flex w-full justify-center">
      <div
        data-testid="resume-frame-box"
        className="overflow-hidden rounded-sm bg-white shadow-lg ring-1 ring-zinc-200 dark:ring-zinc-800"
        style={{ width: page.width * scale, height: height * scale }}
      >
        <iframe
          ref={frameRef}
          src={artboardPreviewPath}
          title={title}
          width={page.width}
          height={height}
          style={{ width: page.width, height, border: 0, transform: `scale(${scale})`, transformOrigin: "0 0" }}
        />
      </div>
    </div>
  );
}
