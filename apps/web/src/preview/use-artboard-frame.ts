import {
  type ArtboardMessage,
  type ResumeData,
  type SetResumeMessage,
  type TextDirection,
  artboardIdleValue,
  artboardReadyGlobal,
  parseArtboardMessage,
} from "@vitae/schema";
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
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
 * Calls `onMessage` with every message of the framed artboard: same origin, from that frame's
 * window, parsed with the protocol schema. The latest `onMessage` is called; it need not be stable.
 */
export function useArtboardMessages(frameRef: RefObject<HTMLIFrameElement | null>, onMessage: (message: ArtboardMessage) => void): void {
  const latest = useRef(onMessage);
  useLayoutEffect(() => {
    latest.current = onMessage;
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const message = parseArtboardMessage(event.data);
      if (message) latest.current(message);
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, [frameRef]);
}

/** The size of the latest PAGE_LOADED from the framed artboard, or null before the first one. */
export function useArtboardSize(frameRef: RefObject<HTMLIFrameElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useArtboardMessages(frameRef, (message) => {
    if (message.type !== "PAGE_LOADED" || message.height <= 0) return;
    setSize((previous) =>
      previous?.width === message.width && previous.height === message.height ? previous : { width: message.width, height: message.height },
    );
  });
  return size;
}

/**
 * Sends `message` to a framed artboard each time it changes or the frame (re)loads, once the
 * artboard listens, to this origin only (deliverToArtboard). Null sends nothing. A layout
 * effect, so a keystroke's SET_RESUME goes out in the task of the keystroke itself, before the
 * frame that paints it.
 */
export function useArtboardMessage(frameRef: RefObject<HTMLIFrameElement | null>, message: ArtboardMessage | null): void {
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame || !message) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = (attempt: number) => {
      const target = frame.contentWindow;
      if (!artboardReady(target)) {
        if (attempt < readyPollLimit) timer = setTimeout(() => send(attempt + 1), readyPollMs);
        return;
      }
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
  }, [message, frameRef]);
}

/**
 * Sends SET_RESUME to a framed artboard each time the data changes or the frame (re)loads.
 * Apart from useArtboardSize so the builder can re-render only a small component per keystroke.
 */
export type ArtboardFeedOptions = {
  /** Language of the template's own words, when the page knows it (a variant's language, the public page's owner's). */
  locale?: string | undefined;
  /** The direction the resume is laid out in (`resumeDirection`); left to right when absent. */
  direction?: TextDirection | undefined;
};

export function useArtboardFeed(
  frameRef: RefObject<HTMLIFrameElement | null>,
  data: ResumeData | null,
  { locale, direction }: ArtboardFeedOptions = {},
): void {
  const message = useMemo((): SetResumeMessage | null => {
    if (!data) return null;
    return { type: "SET_RESUME", payload: data, ...(locale ? { locale } : {}), ...(direction === "rtl" ? { direction } : {}) };
  }, [data, locale, direction]);
  useArtboardMessage(frameRef, message);
}

/**
 * Feeds a framed artboard (public page, builder preview) and answers the size it reports:
 * useArtboardFeed and useArtboardSize together.
 */
export function useArtboardFrame(
  frameRef: RefObject<HTMLIFrameElement | null>,
  data: ResumeData | null,
  options: ArtboardFeedOptions = {},
): { width: number; height: number } | null {
  // Listening before the first SET_RESUME goes out, as the artboard answers it.
  const size = useArtboardSize(frameRef);
  useArtboardFeed(frameRef, data, options);
  return size;
}
