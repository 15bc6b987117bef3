import {
  ArrowClockwise,
  ArrowCounterClockwise,
  ArrowsIn,
  ClockCounterClockwise,
  DownloadSimple,
  LinkSimple,
  MagnifyingGlassMinus,
  MagnifyingGlassPlus,
  Hash,
  Scissors,
} from "@phosphor-icons/react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, type RefObject, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReactZoomPanPinchContentRef } from "react-zoom-pan-pinch";
import { useStore } from "zustand";
import { userQuery } from "@/api/user-query";
import { printErrorMessage } from "@/print/print-error-message";
import { cn } from "@/ui/cn";
import { toast } from "@/ui/toast/toast-store";
import { downloadPdf, prepareDownloadPdf } from "@/builder/export/download-pdf";
import { useRenderAhead } from "@/print/use-render-ahead";
import { usePublicUrl } from "@/api/instance-query";
import { publicResumeUrl } from "@/builder/public-resume-url";
import { redo, undo, useBuilderStore } from "@/builder/store/builder-store";

type ToolbarProps = {
  transformRef: RefObject<ReactZoomPanPinchContentRef | null>;
  frameRef: RefObject<HTMLIFrameElement | null>;
  zoomStep: number;
  /** Back to the starting zoom and position. */
  onResetView: () => void;
};

function ToolButton({
  label,
  onClick,
  disabled,
  pressed,
  children,
  ...handlers
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      {...handlers}
      className={cn(
        "inline-flex size-9 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-100 disabled:opacity-40",
        "focus-visible:outline-2 focus-visible:outline-zinc-500 dark:text-zinc-300 dark:hover:bg-zinc-800",
        pressed && "bg-zinc-200 dark:bg-zinc-700",
      )}
    >
      {children}
    </button>
  );
}

/** The bottom toolbar of the preview, in its order. */
export function PreviewToolbar({ transformRef, frameRef, zoomStep, onResetView }: ToolbarProps) {
  const { t } = useTranslation();
  const meta = useBuilderStore((state) => state.meta);
  const options = useBuilderStore((state) => state.data?.metadata.page.options);
  const edit = useBuilderStore((state) => state.edit);
  const canUndo = useStore(useBuilderStore.temporal, (state) => state.pastStates.length > 0);
  const canRedo = useStore(useBuilderStore.temporal, (state) => state.futureStates.length > 0);
  const { data: user } = useQuery(userQuery);
  const publicUrl = usePublicUrl();
  const [printing, setPrinting] = useState(false);
  const locked = meta?.locked ?? true;
  const isPublic = meta?.visibility === "public";

  const copyLink = async () => {
    if (!meta || !user) return;
    try {
      await navigator.clipboard.writeText(publicResumeUrl(user.username, meta.slug, publicUrl));
      toast({ variant: "success", title: t("builder.linkCopied") });
    } catch (error) {
      toast({ variant: "error", title: t("builder.copyFailed"), description: printErrorMessage(error) });
    }
  };

  const resumeId = meta?.id;
  const renderAhead = useRenderAhead(
    useCallback(async () => {
      if (resumeId) await prepareDownloadPdf(resumeId);
    }, [resumeId]),
  );

  const print = async () => {
    if (!meta) return;
    setPrinting(true);
    try {
      await downloadPdf(meta.id, { printInBrowser: () => frameRef.current?.contentWindow?.print() });
    } catch (error) {
      toast({ variant: "error", title: t("builder.printFailed"), description: printErrorMessage(error) });
    } finally {
      setPrinting(false);
    }
  };

  const controls = () => transformRef.current;

  return (
    <div
      role="toolbar"
      aria-label={t("builder.toolbar")}
      className="absolute bottom-4 left-1/2 flex max-w-[calc(100%-1rem)] -translate-x-1/2 items-center gap-0.5 overflow-x-auto rounded-lg border border-zinc-200 bg-white/95 p-1 shadow-lg dark:border-zinc-800 dark:bg-zinc-900/95"
    >
      <ToolButton label={t("builder.undo")} onClick={undo} disabled={locked || !canUndo}>
        <ArrowCounterClockwise size={18} aria-hidden />
      </ToolButton>
      <ToolButton label={t("builder.redo")} onClick={redo} disabled={locked || !canRedo}>
        <ArrowClockwise size={18} aria-hidden />
      </ToolButton>
      <span className="mx-1 h-6 w-px bg-zinc-200 dark:bg-zinc-700" aria-hidden />
      <ToolButton label={t("builder.zoomIn")} onClick={() => void controls()?.zoomIn(zoomStep)}>
        <MagnifyingGlassPlus size={18} aria-hidden />
      </ToolButton>
      <ToolButton label={t("builder.zoomOut")} onClick={() => void controls()?.zoomOut(zoomStep)}>
        <MagnifyingGlassMinus size={18} aria-hidden />
      </ToolButton>
      <ToolButton label={t("builder.resetView")} onClick={onResetView}>
        <ClockCounterClockwise size={18} aria-hidden />
      </ToolButton>
      <ToolButton label={t("builder.centerView")} onClick={() => void controls()?.centerView()}>
        <ArrowsIn size={18} aria-hidden />
      </ToolButton>
      <span className="mx-1 h-6 w-px bg-zinc-200 dark:bg-zinc-700" aria-hidden />
      <ToolButton
        label={t("builder.togglePageBreak")}
        pressed={options?.breakLine ?? false}
        disabled={locked}
        onClick={() => edit((data) => void (data.metadata.page.options.breakLine = !data.metadata.page.options.breakLine))}
      >
        <Scissors size={18} aria-hidden />
      </ToolButton>
      <ToolButton
        label={t("builder.togglePageNumbers")}
        pressed={options?.pageNumbers ?? false}
        disabled={locked}
        onClick={() =>
          edit((data) => void (data.metadata.page.options.pageNumbers = !data.metadata.page.options.pageNumbers))
        }
      >
        <Hash size={18} aria-hidden />
      </ToolButton>
      <span className="mx-1 h-6 w-px bg-zinc-200 dark:bg-zinc-700" aria-hidden />
      <ToolButton label={t("builder.copyLink")} onClick={() => void copyLink()} disabled={!isPublic || !user}>
        <LinkSimple size={18} aria-hidden />
      </ToolButton>
      <ToolButton label={t("builder.downloadPdf")} onClick={() => void print()} disabled={printing || !meta} {...renderAhead}>
        <DownloadSimple size={18} aria-hidden className={printing ? "animate-pulse" : undefined} />
      </ToolButton>
    </div>
  );
}
