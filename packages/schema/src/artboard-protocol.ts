import { z } from "zod";

import { resumeDataSchema } from "./resume/resume-data";

/** Builder (or printer, or public page) -> artboard: render this resume. */
export const setResumeMessageSchema = z.object({
  type: z.literal("SET_RESUME"),
  payload: resumeDataSchema,
  /**
   * Language of the words the template prints itself ("Page 1 of 2"): the resume owner's.
   * The printer's pages are loaded once and print many owners' resumes, so it travels with
   * each resume. Absent or unknown, the artboard falls back to its own (apps/web labels-locale).
   */
  locale: z.string().max(35).optional(),
  /**
   * The direction the resume is laid out in (`resumeDirection`: right to left for a variant
   * in Arabic, Hebrew, Persian or Urdu). Absent, left to right.
   */
  direction: z.enum(["ltr", "rtl"]).optional(),
});

export type SetResumeMessage = z.infer<typeof setResumeMessageSchema>;

/** Artboard -> builder: the pages were laid out at this size in CSS pixels. */
export const pageLoadedMessageSchema = z.object({
  type: z.literal("PAGE_LOADED"),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
});

export type PageLoadedMessage = z.infer<typeof pageLoadedMessageSchema>;

/** Longest run of text the builder may ask the artboard to mark, and how many at once. */
export const highlightLimits = { termLength: 500, terms: 200 } as const;

/**
 * Builder -> artboard: mark these runs of the resume's text (the resume check's findings, a job
 * description's matched words). Matched without regard to case or runs of white space, since
 * templates may print a heading in capitals and a PDF's text joins lines with spaces. The marks
 * never move the layout; the artboard keeps them across renders until the next SET_HIGHLIGHTS,
 * and an empty list clears them.
 */
export const setHighlightsMessageSchema = z.object({
  type: z.literal("SET_HIGHLIGHTS"),
  terms: z.array(z.string().trim().min(1).max(highlightLimits.termLength)).max(highlightLimits.terms),
});

export type SetHighlightsMessage = z.infer<typeof setHighlightsMessageSchema>;

/**
 * Artboard -> builder, answering SET_HIGHLIGHTS: how many runs were marked and where the first
 * one starts (CSS px from the top of the document), so the builder can bring it into view.
 */
export const highlightsShownMessageSchema = z.object({
  type: z.literal("HIGHLIGHTS_SHOWN"),
  count: z.int().nonnegative(),
  top: z.number().nonnegative().optional(),
});

export type HighlightsShownMessage = z.infer<typeof highlightsShownMessageSchema>;

/**
 * Every postMessage between the builder and its preview frame. Both sides post to the
 * exact origin, check `event.origin` and parse each message with this schema.
 */
export const artboardMessageSchema = z.discriminatedUnion("type", [
  setResumeMessageSchema,
  pageLoadedMessageSchema,
  setHighlightsMessageSchema,
  highlightsShownMessageSchema,
]);

export type ArtboardMessage = z.infer<typeof artboardMessageSchema>;

export type ArtboardMessageType = ArtboardMessage["type"];

/**
 * The artboard message in `data` (a MessageEvent's data), or null when it is not one.
 * Null rather than a throw because frames also receive unrelated messages (devtools, extensions).
 */
export function parseArtboardMessage(data: unknown): ArtboardMessage | null {
  const result = artboardMessageSchema.safeParse(data);
  return result.success ? result.data : null;
}

/*
 * The artboard's page contract, shared by the artboard (apps/web) and the printer
 * (apps/server), which loads `/artboard/print` in headless Chromium:
 *
 * 1. Once its `message` listener is installed, the artboard sets
 *    `window[artboardReadyGlobal] = artboardIdleValue`.
 * 2. For each same-origin SET_RESUME it sets
 *    `document.documentElement.dataset[renderedDatasetKey] = renderPendingValue`, renders,
 *    waits for `document.fonts.ready`, for the document's images to load or fail and for
 *    pagination, then sets it to `renderedValue`. A same-origin SET_RESUME whose payload does
 *    not parse, or a render that throws, sets `renderFailedValue` instead.
 * 3. Each layout page box carries `layoutPageAttribute="<index>"` (0-based) and
 *    `physicalPagesAttribute="<count>"`; its height is exactly count × the format's page
 *    height in CSS px (`pageSizePx`), so the first physical page is the top page-height
 *    pixels of `[data-vitae-layout-page="0"]`. Every physical page also has a box of exactly
 *    one page marked `physicalPageAttribute="<index>"`, numbered across the document.
 * 4. The paper size is `@page { size: <mm> <mm>; margin: 0 }` and layout pages are separated
 *    by `break-after: page`, so one `page.pdf({ preferCSSPageSize: true })` prints it all.
 * 5. The printer keeps its pages loaded and prints many resumes in each. Between two of them
 *    it calls `window[artboardResetGlobal]()`, which removes everything of the last resume
 *    (its DOM, custom CSS and pictures), forgets it, removes `renderedDatasetKey` and answers
 *    true when nothing of it is left; the page is then as it was when it first went idle.
 */

/** The artboard route embedded in the builder: answers PAGE_LOADED after every render. */
export const artboardBuilderPath = "/artboard/builder";
/** The artboard route the public page frames: the pages and nothing else (a light Preact build). */
export const artboardPreviewPath = "/artboard/preview";
/**
 * The artboard route the printer loads: the same pages as {@link artboardPreviewPath}, drawn by
 * the React build the builder frames, so a PDF is exactly what the builder showed.
 */
export const artboardPrintPath = "/artboard/print";

/** Global the artboard sets to {@link artboardIdleValue} once it listens for messages. */
export const artboardReadyGlobal = "__vitaeArtboardReady";
export const artboardIdleValue = "idle";
/**
 * Global function the artboard defines next to {@link artboardReadyGlobal}: clears the page for
 * the next resume (contract step 5). Answers true when the page holds nothing of the last one.
 */
export const artboardResetGlobal = "__vitaeArtboardReset";

/**
 * Global function the print artboard defines next to {@link artboardReadyGlobal}: once a
 * resume is ready, answers where its columns sit side by side on each physical page
 * ({@link ReadingGuides}), which the printer marks in the PDF so that parsers read each
 * column whole.
 */
export const artboardReadingGuidesGlobal = "__vitaeReadingGuides";

const guideLength = z.number().finite().nonnegative();

/**
 * The reading guides of one physical page, in CSS px from the page's top-left corner: lines
 * down the page (between two columns side by side, from the top of the higher one to the foot
 * of the lower one) and lines across it (above and below such columns, and below each section,
 * as wide as its column).
 */
export const pageReadingGuidesSchema = z.object({
  page: z.int().nonnegative(),
  down: z.array(z.object({ x: guideLength, top: guideLength, bottom: guideLength })),
  across: z.array(z.object({ y: guideLength, left: guideLength, right: guideLength })),
});

export const readingGuidesSchema = z.array(pageReadingGuidesSchema);

export type PageReadingGuides = z.infer<typeof pageReadingGuidesSchema>;
export type ReadingGuides = z.infer<typeof readingGuidesSchema>;

/** `document.documentElement.dataset` key, i.e. the `data-vitae-ready` attribute of `<html>`. */
export const renderedDatasetKey = "vitaeReady";
export const renderedAttribute = "data-vitae-ready";
/** Set as soon as a SET_RESUME is accepted, before rendering. */
export const renderPendingValue = "false";
/** Set when fonts, images and pagination have settled: nothing will move any more. */
export const renderedValue = "true";
/** Set when a same-origin SET_RESUME does not parse or the resume cannot be rendered. */
export const renderFailedValue = "error";

/** On each layout page box: its 0-based index in `metadata.layout`. */
export const layoutPageAttribute = "data-vitae-layout-page";
/** On each layout page box: how many physical pages it spans after pagination. */
export const physicalPagesAttribute = "data-vitae-physical-pages";
/** On a box of exactly one physical page: its 0-based index across the whole document. */
export const physicalPageAttribute = "data-vitae-page";

/** Selector of layout page `index`, e.g. `[data-vitae-layout-page="0"]`. */
export function layoutPageSelector(index: number): string {
  return `[${layoutPageAttribute}="${index}"]`;
}
