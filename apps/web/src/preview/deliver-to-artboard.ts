import type { ArtboardMessage } from "@vitae/schema";

/**
 * Hands a message (SET_RESUME, SET_HIGHLIGHTS) to the framed artboard's message listener at once, in this task, instead of
 * through `postMessage`. After a keystroke Chromium renders the page before it runs any posted
 * message, so a posted SET_RESUME reached the artboard only after the builder's next frame and
 * the preview showed the key one frame late (about 17 ms more at 60 Hz); dispatched here, the
 * new pages are laid out before that frame and it paints them together with the form. What
 * the artboard receives is what `postMessage` delivers: a MessageEvent of this origin, its data
 * cloned into the frame's own realm (structuredClone, the algorithm postMessage uses), so
 * nothing of the builder's store is shared with it. Only a same-origin frame's window can be
 * reached this way, which is the only one `artboardReady` answers true for.
 */
export function deliverToArtboard(target: Window, message: ArtboardMessage): void {
  const frameRealm = target as Window & typeof globalThis;
  target.dispatchEvent(
    new frameRealm.MessageEvent("message", {
      data: frameRealm.structuredClone(message),
      origin: window.location.origin,
      source: window,
    }),
  );
}
