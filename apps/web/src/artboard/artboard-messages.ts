/*
 * The parent ⇄ artboard protocol (@vitae/schema's artboard-protocol):
 * the parent posts SET_RESUME with the resume data (and, in the builder, SET_HIGHLIGHTS with the
 * runs of text to mark), the artboard answers PAGE_LOADED with its rendered size (and
 * HIGHLIGHTS_SHOWN with what it marked). Both sides are the same origin, so anything from elsewhere is ignored
 * and replies go to that origin only.
 */
import { type HighlightsShownMessage, type PageLoadedMessage, type ResumeData, type TextDirection, parseArtboardMessage } from "@vitae/schema";

function isSetResumeAttempt(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === "SET_RESUME";
}

/**
 * Builds the `message` listener; `onResume` gets only same-origin SET_RESUME messages that
 * parse, with the labels' locale and the direction the sender asked for, if any. A same-origin SET_RESUME whose payload does not parse goes to `onInvalid` (the
 * printer is then told at once instead of waiting for its timeout); a same-origin
 * SET_HIGHLIGHTS that parses goes to `onHighlights`; anything else is ignored.
 */
export function createMessageHandler(
  origin: string,
  onResume: (payload: ResumeData, locale: string | undefined, direction: TextDirection | undefined) => void,
  onInvalid: () => void = () => {},
  onHighlights: (terms: string[]) => void = () => {},
): (event: MessageEvent) => void {
  return (event) => {
    // Origin first: foreign messages are not even parsed.
    if (event.origin !== origin) return;
    const message = parseArtboardMessage(event.data);
    if (message?.type === "SET_RESUME") onResume(message.payload, message.locale, message.direction);
    else if (message?.type === "SET_HIGHLIGHTS") onHighlights(message.terms);
    else if (message === null && isSetResumeAttempt(event.data)) onInvalid();
  };
}

/** Tells the embedding page how big the rendered document is, so it can size the frame. */
export function postPageLoaded(target: Pick<Window, "postMessage">, origin: string, width: number, height: number) {
  const message: PageLoadedMessage = { type: "PAGE_LOADED", width, height };
  target.postMessage(message, origin);
}

/** Tells the embedding page what SET_HIGHLIGHTS marked, so it can bring the first mark into view. */
export function postHighlightsShown(target: Pick<Window, "postMessage">, origin: string, marked: Omit<HighlightsShownMessage, "type">) {
  const message: HighlightsShownMessage = { type: "HIGHLIGHTS_SHOWN", ...marked };
  target.postMessage(message, origin);
}
