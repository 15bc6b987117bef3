/*
 * Wires the artboard to its page: the message listener, the React root, pagination, fonts and
 * images, and the ready flags of the printer contract (@vitae/schema's artboard-protocol).
 * Every browser facility it uses can be replaced, so tests run it in happy-dom.
 */
import {
  type ResumeData,
  type TextDirection,
  artboardIdleValue,
  artboardReadingGuidesGlobal,
  artboardReadyGlobal,
  artboardResetGlobal,
  layoutPageAttribute,
  renderFailedValue,
  renderedDatasetKey,
  resumeDocumentInfo,
} from "@vitae/schema";
import { type PaginateOptions, paginate as paginatePages, paginationOptions, readingGuides } from "@vitae/templates";
import { StrictMode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";

import { Artboard } from "./artboard";
import { type ArtboardController, createArtboardController } from "./artboard-controller";
import { createMessageHandler, postHighlightsShown, postPageLoaded } from "./artboard-messages";
import { keepUnchanged } from "./keep-unchanged";
import { type ArtboardMode, artboardMode } from "./artboard-mode";
import { loadFallbackFonts, waitForFallbackFonts } from "./fallback-fonts";
import { highlightApi, showHighlights } from "./highlight-text";
import { type FontSetLike, loadResumeFonts, waitForFonts } from "./fonts";
import { resumeLabelsLocale } from "./labels-locale";
import { withProxiedPicture } from "./picture-url";
import { waitForImages } from "./settle";

export interface ArtboardDependencies {
  /** The artboard's window: location, parent, message events, the ready global. */
  window: Window;
  /** Where the pages are rendered. */
  container: HTMLElement;
  paginate?: (root: ParentNode, options: PaginateOptions) => void;
  loadFonts?: (resume: ResumeData) => Promise<void>;
  /** The document's font set; none (as in happy-dom) means there is nothing to wait for. */
  fonts?: FontSetLike & Partial<Pick<FontFaceSet, "addEventListener" | "removeEventListener"> & Iterable<FontFace>>;
  waitForImages?: (root: ParentNode) => Promise<void>;
}

export interface RunningArtboard {
  mode: ArtboardMode;
  controller: ArtboardController;
  /** Removes the listeners and unmounts (tests). */
  stop(): void;
}

/** The size of the rendered document in CSS px, for PAGE_LOADED. */
function documentSize(container: HTMLElement): { width: number; height: number } {
  const board = container.firstElementChild ?? container;
  const rect = board.getBoundingClientRect();
  return {
    width: Math.ceil(Math.max(rect.width, board.scrollWidth)),
    height: Math.ceil(Math.max(rect.height, board.scrollHeight)),
  };
}

export function startArtboard({
  window: win,
  container,
  paginate = paginatePages,
  loadFonts = async (resume) => {
    await Promise.all([loadResumeFonts(resume.metadata.typography), loadFallbackFonts(JSON.stringify(resume))]);
  },
  fonts = win.document.fonts as ArtboardDependencies["fonts"],
  waitForImages: waitImages = waitForImages,
}: ArtboardDependencies): RunningArtboard {
  const mode = artboardMode(win.location.pathname);
  const origin = win.location.origin;
  const root = createRoot(container);
  const framed = win.parent !== win;
  let failed = false;
  // The labels' language of the latest resume (only the latest one is ever rendered).
  let locale: string | undefined;
  // The direction of the latest resume: a variant in a right-to-left language is laid out so.
  let direction: TextDirection | undefined;
  // The page's own title, language and direction, put back when the resume is cleared.
  const documentElement = win.document.documentElement;
  const pageTitle = win.document.title;
  const pageLanguage = documentElement.lang;
  const pageDirection = documentElement.dir;
  // The runs of text the builder asked to mark (SET_HIGHLIGHTS), marked again after every layout.
  let highlights: string[] = [];
  const highlighter = highlightApi(win);

  const controller = createArtboardController({
    documentElement: win.document.documentElement,
    render(resume) {
      failed = false;
      // A printed PDF takes its title and language (for tags and screen readers) from the page.
      win.document.title = resumeDocumentInfo(resume).title || pageTitle;
      documentElement.lang = resumeLabelsLocale(locale);
      // On the root, so the templates, the pagination and the PDF all see it.
      documentElement.dir = direction ?? "ltr";
      flushSync(() =>
        root.render(
          <StrictMode>
            <Artboard resume={resume} mode={mode} locale={resumeLabelsLocale(locale)} onError={() => (failed = true)} />
          </StrictMode>,
        ),
      );
      return !failed && container.querySelector(`[${layoutPageAttribute}]`) !== null;
    },
    paginate(resume) {
      paginate(container, paginationOptions(resume.metadata, { showBreakLines: mode === "builder" }));
    },
    loadFonts,
    async waitForFonts(resume) {
      if (!fonts) return;
      const text = container.textContent ?? "";
      // The template's own words (in the owner's language) may need a script the data lacks.
      await loadFallbackFonts(text);
      // Lay out first, so the browser has asked for every face the text uses.
      container.getBoundingClientRect();
      await waitForFallbackFonts(fonts, text);
      await waitForFonts(fonts, resume.metadata.typography.font.family, text);
    },
    waitForImages: () => waitImages(container),
    clear() {
      // A new render then builds every node afresh: nothing of the last resume is reused.
      flushSync(() => root.render(null));
      container.replaceChildren();
      win.document.title = pageTitle;
      documentElement.lang = pageLanguage;
      documentElement.dir = pageDirection;
      return container.childNodes.length === 0;
    },
    settledSignature() {
      let loadedFonts = 0;
      if (fonts?.[Symbol.iterator]) {
        for (const face of fonts as Iterable<FontFace>) if (face.status === "loaded") loadedFonts++;
      }
      let completeImages = 0;
      for (const image of container.querySelectorAll("img")) if (image.complete) completeImages++;
      return `${loadedFonts}:${completeImages}`;
    },
    // The builder sizes its canvas from PAGE_LOADED; a framed preview (the public page) may
    // size its frame the same way. The printer's page is not framed and gets nothing.
    onLayout: framed
      ? () => {
          if (highlights.length > 0) showHighlights(highlighter, container, highlights);
          const { width, height } = documentSize(container);
          postPageLoaded(win.parent, origin, width, height);
        }
      : undefined,
  });

  // The last resume received, whose unchanged parts the next one reuses (keep-unchanged.ts).
  let received: ResumeData | null = null;
  const onMessage = createMessageHandler(
    origin,
    // Pictures elsewhere load through the server's image proxy (CSP img-src 'self').
    (resume, requestedLocale, requestedDirection) => {
      const next = keepUnchanged(received, withProxiedPicture(resume, origin));
      // The resume on screen again, in the same language (a message sent twice, a save that
      // changed nothing): its pages are drawn and laid out already, or still settling, and
      // will end ready. A resume that failed is drawn again.
      const same = next === received && requestedLocale === locale && requestedDirection === direction && controller.current() === next;
      if (same && documentElement.dataset[renderedDatasetKey] !== renderFailedValue) return;
      locale = requestedLocale;
      direction = requestedDirection;
      void controller.show((received = next));
    },
    () => controller.reject(),
    (terms) => {
      highlights = terms;
      const marked = showHighlights(highlighter, container, terms);
      if (framed) postHighlightsShown(win.parent, origin, marked);
    },
  );
  win.addEventListener("message", onMessage);
  const globals = win as unknown as Record<string, unknown>;
  // The printer reuses this page for the next resume (@vitae/schema artboard protocol, step 5).
  globals[artboardResetGlobal] = () => {
    locale = undefined;
    direction = undefined;
    highlights = [];
    showHighlights(highlighter, container, highlights);
    received = null;
    return controller.clear();
  };
  // Where the printed resume's columns sit side by side, for the printer to mark in the PDF.
  globals[artboardReadingGuidesGlobal] = () => {
    const resume = controller.current();
    return resume ? readingGuides(container, paginationOptions(resume.metadata).pageHeight) : [];
  };
  globals[artboardReadyGlobal] = artboardIdleValue;

  // A font or picture arriving after the render settled moves things: paginate again.
  let frame = 0;
  const schedule = () => {
    if (frame !== 0) return;
    frame = win.requestAnimationFrame(() => {
      frame = 0;
      controller.relayout();
    });
  };
  fonts?.addEventListener?.("loadingdone", schedule);
  container.addEventListener("load", schedule, true);
  container.addEventListener("error", schedule, true);

  return {
    mode,
    controller,
    stop() {
      win.removeEventListener("message", onMessage);
      delete globals[artboardResetGlobal];
      delete globals[artboardReadingGuidesGlobal];
      fonts?.removeEventListener?.("loadingdone", schedule);
      container.removeEventListener("load", schedule, true);
      container.removeEventListener("error", schedule, true);
      if (frame !== 0) win.cancelAnimationFrame(frame);
      root.unmount();
    },
  };
}
