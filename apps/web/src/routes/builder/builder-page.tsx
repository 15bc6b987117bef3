import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData } from "react-router";
import { Group, Panel, Separator } from "react-resizable-panels";
import { panelSizes } from "@vitae/schema";
import { resumeApi } from "@/api/resume-api";
import { LeftPanel } from "@/builder/left/left-panel";
import { LeftRail } from "@/builder/left/left-rail";
import { BuilderPreview } from "@/builder/preview/builder-preview";
import { RightPanel } from "@/builder/right/right-panel";
import { RightRail } from "@/builder/right/right-rail";
import { startAutosave } from "@/builder/save/autosave";
import { ConflictDialog } from "@/builder/save/conflict-dialog";
import { restoreDraft } from "@/builder/save/restore-draft";
import { useBuilderModeStore } from "@/builder/shell/builder-mode-store";
import { LockedNote } from "@/builder/shell/locked-note";
import { type BuilderRegion, BuilderSkipLinks, builderRegionIds } from "@/builder/shell/builder-skip-links";
import { BuilderTopBar } from "@/builder/shell/builder-top-bar";
import { panelScrollAttribute } from "@/builder/shell/scroll-in-panel";
import { useBuilderStore } from "@/builder/store/builder-store";
import { VariantBanner } from "@/builder/variant/variant-gates";
import { Sheet } from "@/ui/sheet";
import { useMediaQuery } from "@/ui/use-media-query";
import type { builderLoader } from "./builder-loader";
import { withCatalogueParts } from "@/i18n/load-catalogue-part";

const desktopQuery = "(min-width: 1024px)";

/** Loads the resume into the store and keeps it saved while this page is open. */
function useEditorSession(): void {
  const resume = useLoaderData<ReturnType<typeof builderLoader>>();
  useEffect(() => {
    useBuilderStore.getState().load(resume);
    useBuilderModeStore.getState().setMode("edit");
    const session = startAutosave({ save: resumeApi.save, fetchCurrent: resumeApi.get });
    restoreDraft();
    const warnBeforeLeaving = (event: BeforeUnloadEvent) => {
      if (session.hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warnBeforeLeaving);
    return () => {
      window.removeEventListener("beforeunload", warnBeforeLeaving);
      // Leaving inside the app: send what is pending; dispose keeps a draft if it fails.
      void session.flush();
      session.dispose();
      useBuilderStore.getState().unload();
    };
  }, [resume]);
}

/**
 * A panel's own scroll area. `relative` contains the absolutely positioned screen-reader
 * texts deep inside it: otherwise their static positions, thousands of pixels down, make
 * the document itself taller than the window and scrollable. `overscroll-contain` stops a
 * wheel past the panel's end from scrolling anything behind it.
 */
const panelScrollClass = "relative min-w-0 flex-1 overflow-y-auto overscroll-contain";
const panelScroll = { [panelScrollAttribute]: "" };

// The Check mode is used now and then and the builder's first load is near its size budget:
// its code loads when the mode is first chosen.
const CheckPanel = lazy(() => withCatalogueParts(["check"], () => import("@/builder/check/check-panel")).then((module) => ({ default: module.CheckPanel })));

function CheckLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-6 text-sm text-zinc-600 dark:text-zinc-400">
      {t("common.loading")}
    </p>
  );
}

function ContentColumn() {
  const mode = useBuilderModeStore((state) => state.mode);
  return (
    <div className="flex h-full min-h-0">
      <LeftRail />
      <div {...panelScroll} id={builderRegionIds.content} tabIndex={-1} data-testid="builder-content-scroll" className={panelScrollClass}>
        {mode === "check" ? (
          <Suspense fallback={<CheckLoading />}>
            <CheckPanel />
          </Suspense>
        ) : (
          <LeftPanel />
        )}
      </div>
    </div>
  );
}

function DesignColumn() {
  return (
    <div className="flex h-full min-h-0">
      <div {...panelScroll} id={builderRegionIds.design} tabIndex={-1} data-testid="builder-design-scroll" className={panelScrollClass}>
        <RightPanel />
      </div>
      <RightRail />
    </div>
  );
}

const separatorClass =
  "w-1 bg-zinc-200 transition-colors hover:bg-zinc-400 focus-visible:bg-zinc-500 focus-visible:outline-none dark:bg-zinc-800";

/** /builder/:id: content on the left, the live preview in the centre, design on the right. */
export function BuilderPage() {
  const { t } = useTranslation();
  useEditorSession();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const desktop = useMediaQuery(desktopQuery);
  const [sheet, setSheet] = useState<"left" | "right" | null>(null);
  const title = useBuilderStore((state) => state.meta?.title);
  const loaded = useBuilderStore((state) => state.data !== null);

  return (
    // Fixed to the window and clipped rather than scrollable: the builder is an application
    // shell whose header and panels never move; only each panel scrolls inside itself.
    <div className="fixed inset-0 flex flex-col overflow-clip">
      {title && <title>{`${title} – ${t("app.name")}`}</title>}
      <BuilderSkipLinks
        {...(desktop ? {} : { onOpen: (region: BuilderRegion) => setSheet(region === "content" ? "left" : region === "design" ? "right" : null) })}
      />
      <BuilderTopBar {...(desktop ? {} : { onOpenLeft: () => setSheet("left"), onOpenRight: () => setSheet("right") })} />
      <LockedNote />
      <VariantBanner />
      <main id="main" className="min-h-0 flex-1">
        {!loaded ? null : desktop ? (
          <Group orientation="horizontal" className="h-full">
            <Panel id="content" defaultSize={`${panelSizes.default}`} minSize={`${panelSizes.min}`} maxSize={`${panelSizes.max}`}>
              <ContentColumn />
            </Panel>
            <Separator className={separatorClass} aria-label={t("builder.resizeContent")} />
            <Panel id="preview">
              <BuilderPreview frameRef={frameRef} />
            </Panel>
            <Separator className={separatorClass} aria-label={t("builder.resizeDesign")} />
            <Panel id="design" defaultSize={`${panelSizes.default}`} minSize={`${panelSizes.min}`} maxSize={`${panelSizes.max}`}>
              <DesignColumn />
            </Panel>
          </Group>
        ) : (
          <>
            <BuilderPreview frameRef={frameRef} />
            <Sheet open={sheet === "left"} onOpenChange={(open) => setSheet(open ? "left" : null)} side="left" title={t("builder.content")}>
              <ContentColumn />
            </Sheet>
            <Sheet open={sheet === "right"} onOpenChange={(open) => setSheet(open ? "right" : null)} side="right" title={t("builder.design")}>
              <DesignColumn />
            </Sheet>
          </>
        )}
      </main>
      <ConflictDialog />
    </div>
  );
}
