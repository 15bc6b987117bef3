import { artboardBuilderPath } from "@vitae/schema";
import { pageSizePx } from "@vitae/templates";
import { lazy, type RefObject, Suspense, useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type ReactZoomPanPinchContentRef, TransformComponent, TransformWrapper } from "react-zoom-pan-pinch";
import { useArtboardFeed, useArtboardSize } from "@/preview/use-artboard-frame";
import { useHistoryPreviewStore } from "@/builder/history/history-preview-store";
import { useBuilderStore } from "@/builder/store/builder-store";
import { PreviewToolbar } from "./preview-toolbar";

/**
 * Sends every change of the open resume to the preview frame. The only part of the preview
 * that reads the whole resume, so a keystroke re-renders it and not the zoom surface and
 * toolbar around the frame.
 */
function ArtboardFeed({ frameRef }: { frameRef: RefObject<HTMLIFrameElement | null> }) {
  const data = useBuilderStore((state) => state.data);
  // A version chosen in History shows instead, read-only, until "Back to current".
  const shown = useHistoryPreviewStore((state) => state.shown?.data);
  useArtboardFeed(frameRef, shown ?? data);
  return null;
}

// Needed only while History shows a past version: not part of the builder's first load.
const HistoryBanner = lazy(async () => ({ default: (await import("@/builder/history/history-banner")).HistoryBanner }));

/** Zoom limits and the step of the toolbar's zoom buttons. */
const zoom = { initial: 0.8, min: 0.3, max: 3, step: 0.2 } as const;

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
    const fitted = available > 0 ? Math.min(zoom.initial, (available - 32) / page.width) : zoom.initial;
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

  return (
    <div ref={surfaceRef} className="relative flex h-full min-h-0 flex-col bg-zinc-100 dark:bg-zinc-950">
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
        <TransformComponent wrapperClass="!h-full !w-full">
          <iframe
            ref={frameRef}
            src={artboardBuilderPath}
            title={t("builder.previewTitle", { title })}
            width={width}
            height={height}
            data-testid="builder-preview-frame"
            className="pointer-events-none bg-white shadow-xl"
            style={{ width, height, border: 0 }}
          />
        </TransformComponent>
      </TransformWrapper>
      <ArtboardFeed frameRef={frameRef} />
      <PreviewToolbar transformRef={transformRef} frameRef={frameRef} zoomStep={zoom.step} onResetView={fitView} />
    </div>
  );
}
