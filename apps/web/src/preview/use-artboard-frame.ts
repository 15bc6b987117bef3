import {
  type ResumeData,
  type SetResumeMessage,
  artboardIdleValue,
  artboardReadyGlobal,
  parseArtboardMessage,
} from "@vitae/schema";
import { type RefObject, useEffect, useLayoutEffect, useState } from "react";
import { deliverToArtboard } from "./deliver-to-artboard";

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

/**
 * The size of the latest PAGE_LOADED from the framed artboard (same origin, same window,
 * parsed with the protocol schema), or null before the first one.
 */
export function useArtboardSize(frameRef: RefObject<HTMLIFrameElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const message = parseArtboardMessage(event.data);
      if (message?.type === "PAGE_LOADED" && message.height > 0) {
        setSize((previous) =>
          previous?.width === message.width && previous.height === message.height
            ? previous
            : { width: message.width, height: message.height },
        );
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frameRef]);

  return size;
}

/**
 * Sends SET_RESUME to a framed artboard each time the data changes or the frame (re)loads,
 * once the artboard listens, to this origin only (deliverToArtboard). Apart from
 * useArtboardSize so the builder can re-render only a small component per keystroke. A layout
 * effect, so the message goes out in the task of the keystroke itself, before the frame that
 * paints it.
 */
export function useArtboardFeed(
  frameRef: RefObject<HTMLIFrameElement | null>,
  data: ResumeData | null,
  /** Language of the template's own words, when the page knows the owner's (the public page). */
  locale?: string,
): void {
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame || !data) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = (attempt: number) => {
      const target = frame.contentWindow;
      if (!artboardReady(target)) {
        if (attempt < readyPollLimit) timer = setTimeout(() => send(attempt + 1), readyPollMs);
        return;
      }
      const message: SetResumeMessage = locale ? { type: "SET_RESUME", payload: data, locale } : { type: "SET_RESUME", payload: data };
      if (target) deliverToArtboard(target, message);
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
  }, [data, frameRef, locale]);
}

/**
 * Feeds a framed artboard (public page, builder preview) and answers the size it reports:
 * useArtboardFeed and useArtboardSize together.
 */
export function useArtboardFrame(
  frameRef: RefObject<HTMLIFrameElement | null>,
  data: ResumeData | null,
  locale?: string,
): { width: number; height: number } | null {
  // Listening before the first SET_RESUME goes out, as the artboard answers it.
  const size = useArtboardSize(frameRef);
  useArtboardFeed(frameRef, data, locale);
  return size;
}
