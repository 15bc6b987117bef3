import { artboardBuilderPath } from "@vitae/schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { printErrorMessage } from "@/print/print-error-message";
import { downloadFile } from "@/ui/download-file";
import { toast } from "@/ui/toast/toast-store";
import { downloadPdf } from "@/builder/export/download-pdf";
import { useBuilderStore } from "@/builder/store/builder-store";
import { PanelSection } from "./panel-section";

/** Prints the builder's preview frame with the browser's own print (the fallback when the server cannot print). */
function printPreviewFrame(): void {
  const frame = document.querySelector<HTMLIFrameElement>(`iframe[src="${artboardBuilderPath}"]`);
  frame?.contentWindow?.print();
}

/** Export: the resume data as JSON (to import again), as a JSON Resume document, and as PDF. */
export function ExportSection() {
  const { t } = useTranslation();
  const [printing, setPrinting] = useState(false);
  const id = useBuilderStore((state) => state.meta?.id);
  if (!id) return null;
  const data = () => useBuilderStore.getState().data;

  const exportJson = () => {
    const current = data();
    if (current) downloadFile(`resume-${id}.json`, `${JSON.stringify(current, null, 2)}\n`, "application/json");
  };

  const exportJsonResume = async () => {
    const current = data();
    if (!current) return;
    // Only this button needs the converter: it loads on the first click.
    const { exportJsonResume: convert } = await import("@vitae/importers");
    downloadFile(`resume-${id}.jsonresume.json`, `${JSON.stringify(convert(current), null, 2)}\n`, "application/json");
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
      />
    </PanelSection>
  );
}

type ExportButtonProps = { title: string; hint: string; onClick: () => void; disabled?: boolean };

/** A large button: what it exports, and a line on what the file is for. */
function ExportButton({ title, hint, onClick, disabled }: ExportButtonProps) {
  return (
    <button
      type="button"
      // Named by both lines it shows, from its content: a name must hold every visible word,
      // for people who speak what they see to voice control.
      onClick={onClick}
      disabled={disabled}
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
