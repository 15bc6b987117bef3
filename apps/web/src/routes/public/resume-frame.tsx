import {
  type ResumeData,
  type SetResumeMessage,
  artboardIdleValue,
  artboardPreviewPath,
  artboardReadyGlobal,
  parseArtboardMessage,
} from "@vitae/schema";
import { pageSizePx } from "@vitae/templates";
import { type RefObject, useEffect, useRef, useState } from "react";

/** How long to wait for the artboard's message listener after the frame loaded. */
const readyPollMs = 50;
const readyPollLimit = 200;

/** Whether the framed artboard listens for SET_RESUME yet (false while it cannot be read). */
function artboardReady(frame: Window | null | undefined): boolean {
  try {
    return (frame as unknown as Record<string, unknown> | null | undefined)?.[artboardReadyGlobal] === artboardIdleValue;
  } catch {
    // Not our origin (yet): nothing to talk to.
    return false;
  }
}

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
  /** The frame's accessible name. */
  title: string;
  /** The iframe, for the browser-print fallback. */
  frameRef: RefObject<HTMLIFrameElement | null>;
}

/**
 * The resume in a frame of /artboard/preview (SPEC §2 public view): as wide as the page format,
 * as tall as the artboard says it rendered (PAGE_LOADED), scaled down to fit narrow screens.
 * The resume goes in with SET_RESUME once the artboard listens; only same-origin messages from
 * this frame that parse as artboard messages are read.
 */
export function ResumeFrame({ data, title, frameRef }: ResumeFrameProps) {
  const page = pageSizePx(data.metadata.page.format);
  const [height, setHeight] = useState(page.height);
  const boxRef = useRef<HTMLDivElement>(null);
  const scale = useFitScale(boxRef, page.width);

  // The artboard answers every layout with its size.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const message = parseArtboardMessage(event.data);
      if (message?.type === "PAGE_LOADED" && message.height > 0) setHeight(Math.ceil(message.height));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frameRef]);

  // Each time the frame (re)loads, wait for its listener, then send the resume.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = (attempt: number) => {
      const target = frame.contentWindow;
      if (!artboardReady(target)) {
        if (attempt < readyPollLimit) timer = setTimeout(() => send(attempt + 1), readyPollMs);
        return;
      }
      const message: SetResumeMessage = { type: "SET_RESUME", payload: data };
      target?.postMessage(message, window.location.origin);
    };
    const onLoad = () => {
      clearTimeout(timer);
      send(0);
    };
    frame.addEventListener("load", onLoad);
    // Already loaded and listening (e.g. the data changed): send at once.
    if (artboardReady(frame.contentWindow)) send(0);
    return () => {
      frame.removeEventListener("load", onLoad);
      clearTimeout(timer);
    };
  }, [data, frameRef]);

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
