import { artboardBuilderPath, attachesResumeData, resumeFileName } from "@vitae/schema";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { instanceQuery } from "@/api/instance-query";
import { printErrorMessage } from "@/print/print-error-message";
import { downloadFile } from "@/ui/download-file";
import { toast } from "@/ui/toast/toast-store";
import { downloadPdf, prepareDownloadPdf } from "@/builder/export/download-pdf";
import { useRenderAhead } from "@/print/use-render-ahead";
import { useBuilderStore } from "@/builder/store/builder-store";
import { PanelSection } from "./panel-section";
import { SettingSwitch } from "./setting-switch";
import { useEditing } from "./use-editing";

/** Prints the builder's preview frame with the browser's own print (the fallback when the server cannot print). */
function printPreviewFrame(): void {
  const frame = document.querySelector<HTMLIFrameElement>(`iframe[src="${artboardBuilderPath}"]`);
  frame?.contentWindow?.print();
}

/**
 * Export: the resume data as JSON (to import again), as a JSON Resume document, and as PDF;
 * and whether the PDF carries the resume's data (so it can be imported again).
 */
export function ExportSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [printing, setPrinting] = useState(false);
  const { edit } = useEditing();
  const id = useBuilderStore((state) => state.meta?.id);
  const title = useBuilderStore((state) => state.meta?.title);
  const attachData = useBuilderStore((state) => (state.data ? attachesResumeData(state.data.metadata) : true));
  const renderAhead = useRenderAhead(
    useCallback(async () => {
      if (id) await prepareDownloadPdf(id);
    }, [id]),
  );
  if (!id) return null;
  // Downloads are named after the resume's title, as the PDF is ("Software-Engineer-Main.json").
  const fileName = (extension: string) => resumeFileName(title ?? "", extension);
  const data = () => useBuilderStore.getState().data;

  const exportJson = () => {
    const current = data();
    if (current) downloadFile(fileName("json"), `${JSON.stringify(current, null, 2)}\n`, "application/json");
  };

  const exportJsonResume = async () => {
    const current = data();
    if (!current) return;
    // Only this button needs the converter: it loads on the first click.
    const { exportJsonResume: convert } = await import("@vitae/importers");
    // The file leaves the app: an uploaded picture's origin-relative path becomes an absolute
    // URL under the instance's public address (the page's own origin if the server cannot say).
    const publicUrl = await queryClient
      .fetchQuery(instanceQuery)
      .then((instance) => instance.publicUrl)
      .catch(() => window.location.origin);
    downloadFile(fileName("jsonresume.json"), `${JSON.stringify(convert(current, { publicUrl }), null, 2)}\n`, "application/json");
  };

  const exportPdf = async () => {
    setPrinting(true);
    try {
      await downloadPdf(id, { printInBrowser: printPreviewFrame });
    } catch (error) {
      toast({ variant: "error", title: t("builderRight.export.printFailed"), description: printErrorMessage(error) });
    } finally {
      setPrinting(false);
    }
  };

  return (
    <PanelSection section="export">
      <ExportButton title={t("builderRight.export.json")} hint={t("builderRight.export.jsonHint")} onClick={exportJson} />
      <ExportButton
        title={t("builderRight.export.jsonResume")}
        hint={t("builderRight.export.jsonResumeHint")}
        onClick={() => void exportJsonResume()}
      />
      <ExportButton
        title={t("builderRight.export.pdf")}
        hint={t("builderRight.export.pdfHint")}
        disabled={printing}
        onClick={() => void exportPdf()}
        {...renderAhead}
      />
      <SettingSwitch
        // The whole `pdf` object: resumes saved before it existed have none, so a variant that
        // switches it adds the object rather than changing a field of the master's.
        path={["metadata", "pdf"]}
        label={t("builderRight.export.attachData")}
        checked={attachData}
        onChange={(on) => edit((draft) => void (draft.metadata.pdf = { attachData: on }))}
      />
    </PanelSection>
  );
}

type ExportButtonProps = {
  title: string;
  hint: string;
  onClick: () => void;
  disabled?: boolean;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/** A large button: what it exports, and a line on what the file is for. */
function ExportButton({ title, hint, onClick, disabled, ...handlers }: ExportButtonProps) {
  return (
    <button
      type="button"
      // Named by both lines it shows, from its content: a name must hold every visible word,
      // for people who speak what they see to voice control.
      onClick={onClick}
      disabled={disabled}
      {...handlers}
      className="grid gap-0.5 rounded-md border border-zinc-200 p-3 text-start hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500 disabled:opacity-60 dark:border-zinc-800 dark:hover:bg-zinc-900"
    >
      <span className="font-medium">
        {title}
      </span>{" "}
      <span className="text-sm text-zinc-600 dark:text-zinc-400">
        {hint}
      </span>
    </button>
  );
}
