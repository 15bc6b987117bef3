/**
 * What the printer relies on from the artboard page (`/artboard/print`, apps/web). The
 * contract itself, its constants and its documentation, lives in @vitae/schema's
 * artboard-protocol so the artboard and the printer share one definition; in short:
 *
 * 1. Once it listens for messages the artboard sets `window.__vitaeArtboardReady = "idle"`.
 * 2. The printer posts `{type: "SET_RESUME", payload, locale}` to `location.origin`.
 * 3. The artboard sets `<html data-vitae-ready="false">`, renders, waits for
 *    `document.fonts.ready`, images and pagination, then sets `"true"` (or `"error"` when
 *    the payload does not parse or rendering throws: the printer fails at once).
 * 4. Each physical page has a box `[data-vitae-page="<index>"]`, 0-based; the dashboard
 *    preview is a screenshot of `[data-vitae-page="0"]`.
 * 5. Paper size comes from CSS `@page { size; margin: 0 }` with `break-after: page` between
 *    pages, so one `page.pdf({ preferCSSPageSize: true })` prints the whole document.
 * 6. The printer keeps each page loaded and prints many resumes in it: after every job it
 *    calls `window.__vitaeArtboardReset()`, which removes the resume (DOM, custom CSS,
 *    pictures) and the ready state and answers true; a page that does not is closed.
 *
 * The printer's browser reaches only the app origin: fonts, scripts and pictures must be
 * served by the app (external pictures through the server's image proxy).
 */
import { layoutPageAttribute, physicalPageAttribute, type SetResumeMessage } from "@vitae/schema";

export {
  artboardIdleValue,
  artboardPrintPath,
  artboardReadingGuidesGlobal,
  artboardReadyGlobal,
  artboardResetGlobal,
  renderedAttribute,
  renderedValue,
  renderFailedValue,
} from "@vitae/schema";

/** Type of the message the printer posts (the protocol's SET_RESUME). */
export const setResumeMessageType: SetResumeMessage["type"] = "SET_RESUME";

/** Selector of the first physical page, screenshotted for the dashboard preview. */
export const firstPageSelector = `[${physicalPageAttribute}="0"]`;

/** Every layout page box, and every physical page box: none may be left between two resumes. */
export const layoutPageSelectorAll = `[${layoutPageAttribute}]`;
export const physicalPageSelectorAll = `[${physicalPageAttribute}]`;
