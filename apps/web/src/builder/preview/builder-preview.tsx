import { type SetHighlightsMessage, artboardBuilderPath, resumeDirection } from "@vitae/schema";
import { pageSizePx } from "@vitae/templates";
import { lazy, type RefObject, Suspense, useCallback, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type ReactZoomPanPinchContentRef, TransformComponent, TransformWrapper } from "react-zoom-pan-pinch";
import { useArtboardFeed, useArtboardMessage, useArtboardMessages, useArtboardSize } from "@/preview/use-artboard-frame";
import { FontUnavailableNotice } from "@/builder/font-unavailable-notice";
import { useHistoryPreviewStore } from "@/builder/history/history-preview-store";
import { useBuilderStore } from "@/builder/store/builder-store";
import { builderRegionIds } from "@/builder/shell/builder-skip-links";
import { usePreviewHighlightsStore } from "./preview-highlights-store";
import { PreviewToolbar } from "./preview-toolbar";
import { withCatalogueParts } from "@/i18n/load-catalogue-part";

/**
 * Sends every change of the open resume to the preview frame. The only part of the preview
 * that reads the whole resume, so a keystroke re-renders it and not the zoom surface and
 * toolbar around the frame.
 */
function ArtboardFeed({ frameRef }: { frameRef: RefObject<HTMLIFrameElement | null> }) {
  const data = useBuilderStore((state) => state.data);
  // A version chosen in History shows instead, read-only, until "Back to current".
  const shown = useHistoryPreviewStore((state) => state.shown?.data);
  // A variant's language: the template's own words in it and, for Arabic, Hebrew, Persian or
  // Urdu, the layout right to left, as its PDF and public page have them.
  const language = useBuilderStore((state) => state.meta?.language ?? undefined);
  useArtboardFeed(frameRef, shown ?? data, { locale: language, direction: resumeDirection(language) });
  // The Check mode's marks; the artboard keeps them across renders and a reloaded frame gets them again.
  const terms = usePreviewHighlightsStore((state) => state.terms);
  const highlights = useMemo((): SetHighlightsMessage => ({ type: "SET_HIGHLIGHTS", terms }), [terms]);
  useArtboardMessage(frameRef, highlights);
  return null;
}

// Needed only while History shows a past version: not part of the builder's first load.
const HistoryBanner = lazy(async () => ({ default: (await withCatalogueParts(["history"], () => import("@/builder/history/history-banner"))).HistoryBanner }));

/** Zoom limits and the step of the toolbar's zoom buttons. */
const zoom = { initial: 0.8, min: 0.3, max: 3, step: 0.2 } as const;

/** The scale at which a page of this width fits the surface with a 16 px margin each side. */
const fittingScale = (available: number, pageWidth: number) => (available - 32) / pageWidth;

/**
 * The builder's centre: the live preview frame of /artboard/builder, fed by
 * SET_RESUME on every change, inside a pan-and-zoom surface, with the toolbar below.
 * The frame takes no pointer events so dragging anywhere pans; it is a picture of the
 * resume, not something to click in.
 */
export function BuilderPreview({ frameRef }: { frameRef: RefObject<HTMLIFrameElement | null> }) {
  const { t } = useTranslation();
  const format = useBuilderStore((state) => state.data?.metadata.page.format ?? "a4");
  const showingVersion = useHistoryPreviewStore((state) => state.shown !== null);
  const title = useBuilderStore((state) => state.meta?.title ?? "");
  const size = useArtboardSize(frameRef);
  const transformRef = useRef<ReactZoomPanPinchContentRef>(null);
  const page = pageSizePx(format);
  const width = Math.ceil(size?.width || page.width);
  const height = Math.ceil(size?.height || page.height);
  const surfaceRef = useRef<HTMLDivElement>(null);

  /** The starting view: the page's width fits the surface (at most the initial zoom), centred. */
  const fitView = useCallback(() => {
    const available = surfaceRef.current?.clientWidth ?? 0;
    const fitted = available > 0 ? Math.min(zoom.initial, fittingScale(available, page.width)) : zoom.initial;
    const scale = Math.max(zoom.min, fitted);
    // Horizontally centred, the top of the first page in view (centring vertically would
    // show the middle of a long resume).
    transformRef.current?.setTransform((available - page.width * scale) / 2, 16, scale, 0);
  }, [page.width]);

  // Centre once the artboard has told its size, and again when the page format changes;
  // not on every keystroke, or typing would keep moving the page under the user.
  const measured = size !== null;
  useEffect(() => {
    if (measured) fitView();
  }, [measured, fitView]);

  // When the panel changes width (window resized, a side panel dragged), the page moves
  // back to the middle at the zoom the user chose (smaller if it would no longer fit),
  // keeping its vertical position.
  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface || typeof ResizeObserver === "undefined") return;
    let lastWidth = surface.clientWidth;
    const observer = new ResizeObserver(() => {
      const available = surface.clientWidth;
      const controls = transformRef.current;
      if (available === lastWidth || !controls) return;
      lastWidth = available;
      const { scale: chosen, positionY } = controls.instance.state;
      const scale = Math.max(zoom.min, Math.min(chosen, fittingScale(available, page.width)));
      controls.setTransform((available - page.width * scale) / 2, positionY, scale, 0);
    });
    observer.observe(surface);
    return () => observer.disconnect();
  }, [page.width]);

  // The Check mode marked text in the preview: when the first mark is out of view, the page
  // moves (at the zoom the user chose) so that it sits in the upper third of the surface.
  useArtboardMessages(frameRef, (message) => {
    const controls = transformRef.current;
    const surface = surfaceRef.current;
    if (message.type !== "HIGHLIGHTS_SHOWN" || message.top === undefined || !controls || !surface) return;
    const { scale, positionX, positionY } = controls.instance.state;
    const markY = positionY + message.top * scale;
    if (markY >= 0 && markY <= surface.clientHeight * 0.75) return;
    controls.setTransform(positionX, surface.clientHeight / 3 - message.top * scale, scale, 0);
  });

  return (
    <div ref={surfaceRef} id={builderRegionIds.preview} tabIndex={-1} data-testid="builder-preview" className="relative flex h-full min-h-0 flex-col bg-zinc-100 dark:bg-zinc-950">
      {showingVersion && (
        <Suspense fallback={null}>
          <HistoryBanner />
        </Suspense>
      )}
      <TransformWrapper
        ref={transformRef}
        initialScale={zoom.initial}
        minScale={zoom.min}
        maxScale={zoom.max}
        limitToBounds={false}
        wheel={{ step: 0.1 }}
        doubleClick={{ disabled: true }}
      >
        {/* The pan surface counts positions from its left edge whatever the interface
            language: laid out right to left, the page would start at the right edge and every
            transform would push it off centre, under the design panel. The resume inside the
            frame keeps the direction of its own content. */}
        <TransformComponent wrapperClass="!h-full !w-full" wrapperProps={{ dir: "ltr" }}>
          <iframe
            ref={frameRef}
            src={artboardBuilderPath}
            title={t("builder.previewTitle", { title })}
            width={width}
            height={height}
            data-testid="builder-preview-frame"
            // A picture of the resume: the keyboard goes on to the toolbar, not through its links.
            tabIndex={-1}
            className="pointer-events-none bg-white shadow-xl"
            style={{ width, height, border: 0 }}
          />
        </TransformComponent>
      </TransformWrapper>
      <ArtboardFeed frameRef={frameRef} />
      <FontUnavailableNotice className="absolute inset-x-4 top-4 z-10 mx-auto max-w-md shadow-sm" />
      <PreviewToolbar transformRef={transformRef} frameRef={frameRef} zoomStep={zoom.step} onResetView={fitView} />
    </div>
  );
}
