import { Check, DownloadSimple, MagnifyingGlass } from "@phosphor-icons/react";
import { useQueryClient } from "@tanstack/react-query";
import type { ImportFormat, ResumeData } from "@vitae/schema";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type VersionedResume, resumeApi } from "@/api/resume-api";
import { cacheResume, resumesQueryKey } from "@/api/resume-queries";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { cn } from "@/ui/cn";
import { Dialog, DialogContent, DialogFooter } from "@/ui/dialog";
import { useDialogStore, useOpenDialog } from "@/ui/dialog-store";
import { Input, Select } from "@/ui/input";
import { Label } from "@/ui/label";
import { SubmitButton } from "@/ui/submit-button";
import { toast } from "@/ui/toast/toast-store";
import {
  type ImportIssue,
  type WebImportFormat,
  checkImportFile,
  detectFileFormat,
  formatIssuePath,
  importTitle,
  webImportFormats,
} from "./import-formats";

/**
 * The import dialog: pick a format and a file, check it in the browser,
 * then import it as a new resume. A file chosen before any format preselects the format
 * its content shows; a file that is not in the chosen format is named as the format it
 * looks like, which is offered. Opening the dialog starts afresh: the step is mounted
 * only while the dialog is open.
 */
export function ImportDialog() {
  const dialog = useOpenDialog("import");
  const close = useDialogStore((state) => state.close);
  const open = dialog !== null && webImportFormats.length > 0;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      {open && <ImportStep />}
    </Dialog>
  );
}

/** The result of a check, remembered with the format and file it was made for. */
type CheckResult = { format: ImportFormat; file: File } & (
  | { valid: true; data: ResumeData; warnings: ImportIssue[] }
  | { valid: false; issues: ImportIssue[]; detected?: ImportFormat }
);

function ImportStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const close = useDialogStore((state) => state.close);
  const [importer, setImporter] = useState<WebImportFormat>(webImportFormats[0] as WebImportFormat);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  // The format the chosen file's content showed, when the dialog switched to it.
  const [detected, setDetected] = useState<ImportFormat | null>(null);
  // Once the person picks a format, a file's content no longer changes it: a file of
  // another format is then named on checking, with that format offered.
  const formatChosen = useRef(false);
  const [check, setCheck] = useState<CheckResult | null>(null);
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  // A new key empties the file input (its value cannot be set otherwise).
  const [fileInputKey, setFileInputKey] = useState(0);
  // Bumped whenever the format or file changes, so a check still running for the old
  // ones does not land on the new ones.
  const generation = useRef(0);
  const formatId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  const resetFile = () => {
    generation.current += 1;
    setDetected(null);
    setFile(null);
    setFileError(undefined);
    setCheck(null);
    setChecking(false);
    setFileInputKey((key) => key + 1);
  };

  const chooseFormat = (format: string) => {
    const next = webImportFormats.find((item) => item.format === format);
    if (!next) return;
    formatChosen.current = true;
    setImporter(next);
    resetFile();
  };

  const chooseFile = async (chosen: File | null) => {
    generation.current += 1;
    const started = generation.current;
    setFile(chosen);
    setFileError(undefined);
    setCheck(null);
    setChecking(false);
    setDetected(null);
    if (!chosen || formatChosen.current) return;
    // Preselect the format the file's content shows; the file stays chosen.
    const format = await detectFileFormat(chosen);
    if (started !== generation.current || !format) return;
    setImporter(format);
    setDetected(format.format);
  };

  const validate = async (as: WebImportFormat = importer) => {
    if (!file) {
      setFileError(t("importDialog.fileRequired"));
      fileInput.current?.focus();
      return;
    }
    generation.current += 1;
    const started = generation.current;
    setChecking(true);
    const result = await checkImportFile(as, file);
    if (started !== generation.current) return;
    setChecking(false);
    setCheck({ ...result, format: as.format, file });
    if (!result.valid) {
      toast({
        variant: "error",
        title: t("importDialog.invalidToast.title"),
        description: t("importDialog.invalidToast.description"),
      });
    }
  };

  const runImport = async () => {
    // Only a valid check of this very format and file may be imported.
    if (!check?.valid || check.format !== importer.format || check.file !== file) return;
    setImporting(true);
    try {
      const existing = queryClient.getQueryData<VersionedResume[]>(resumesQueryKey) ?? [];
      const title = importTitle(check.data, check.file.name, existing.map((resume) => resume.title));
      const resume = await resumeApi.import(title === undefined ? { data: check.data } : { data: check.data, title });
      cacheResume(queryClient, resume);
      close();
    } catch (error) {
      setImporting(false);
      toast({
        variant: "error",
        title: t("importDialog.importFailed"),
        ...(error instanceof Error && error.message ? { description: error.message } : {}),
      });
    }
  };

  const current = check && check.format === importer.format && check.file === file ? check : null;
  const offered = current && !current.valid ? webImportFormats.find((item) => item.format === current.detected) : undefined;

  /** Switches to the format the file looks like, keeping the file, and checks it as that. */
  const useOffered = () => {
    if (!offered) return;
    setImporter(offered);
    setDetected(offered.format);
    void validate(offered);
  };

  return (
    <DialogContent title={t("importDialog.title")} description={t("importDialog.description")}>
      <form
        noValidate
        className="grid min-w-0 gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (current?.valid) void runImport();
          else if (!current) void validate();
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={formatId}>{t("importDialog.formatLabel")}</Label>
          <Select
            id={formatId}
            value={importer.format}
            disabled={importing}
            onChange={(event) => chooseFormat(event.target.value)}
          >
            {webImportFormats.map(({ format }) => (
              <option key={format} value={format}>
                {t(`importDialog.formats.${format}`)}
              </option>
            ))}
          </Select>
        </div>

        <div className="grid gap-1.5">
          <Label htmlFor={fileId}>{t("importDialog.fileLabel")}</Label>
          <Input
            key={fileInputKey}
            ref={fileInput}
            id={fileId}
            type="file"
            accept={importer.accept}
            disabled={importing}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ""}`}
            className={cn(
              "h-auto py-1.5 file:me-3 file:rounded-sm file:border-0 file:bg-zinc-100 file:px-2 file:py-1",
              "file:text-sm file:font-medium file:text-zinc-900 dark:file:bg-zinc-800 dark:file:text-zinc-100",
            )}
            onChange={(event) => void chooseFile(event.target.files?.[0] ?? null)}
          />
          <p id={`${fileId}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
            {t("importDialog.fileHint", { extension: importer.accept.split(",").join(" / ") })}
          </p>
          {detected === importer.format && (
            <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
              {t("importDialog.detected", { format: t(`importDialog.formats.${detected}`) })}
            </p>
          )}
          {fileError && (
            <p id={`${fileId}-error`} className="text-sm text-red-600 dark:text-red-400">
              {fileError}
            </p>
          )}
        </div>

        {current && !current.valid && <IssueList issues={current.issues} />}
        {current?.valid && (
          <Alert variant="success" className="min-w-0">
            {t("importDialog.validDescription")}
          </Alert>
        )}
        {current?.valid && current.warnings.length > 0 && <IssueList issues={current.warnings} tone="note" />}

        <DialogFooter>
          <Button variant="ghost" onClick={close}>
            {t("common.cancel")}
          </Button>
          {!current && (
            <SubmitButton pending={checking}>
              <MagnifyingGlass size={16} aria-hidden />
              {t("importDialog.validate")}
            </SubmitButton>
          )}
          {current && !current.valid && (
            <Button variant="secondary" onClick={resetFile}>
              {t("common.retry")}
            </Button>
          )}
          {offered && (
            <Button onClick={useOffered}>{t("importDialog.useDetected", { format: t(`importDialog.formats.${offered.format}`) })}</Button>
          )}
          {current?.valid && (
            <>
              <Button variant="success" size="icon" disabled aria-label={t("importDialog.valid")}>
                <Check size={16} weight="bold" aria-hidden />
              </Button>
              <SubmitButton pending={importing}>
                <DownloadSimple size={16} aria-hidden />
                {t("importDialog.import")}
              </SubmitButton>
            </>
          )}
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

const issueTones = {
  problem: {
    box: "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-50",
    list: "focus-visible:outline-red-500",
    code: "bg-red-100 dark:bg-red-900/60",
  },
  note: {
    box: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-50",
    list: "focus-visible:outline-amber-500",
    code: "bg-amber-100 dark:bg-amber-900/60",
  },
} as const;

/**
 * Every problem of the file with its path, in a block that scrolls when the list is long;
 * as notes, what the import changed on the way (a link that got https://, a row skipped).
 */
function IssueList({ issues, tone = "problem" }: { issues: ImportIssue[]; tone?: keyof typeof issueTones }) {
  const { t } = useTranslation();
  const titleId = useId();
  const style = issueTones[tone];
  return (
    <div
      role={tone === "problem" ? "alert" : "status"}
      className={cn("grid min-w-0 gap-2 rounded-md border p-3 text-sm", style.box)}
    >
      <p id={titleId} className="font-semibold">
        {t(tone === "problem" ? "importDialog.issuesTitle" : "importDialog.warningsTitle")}
      </p>
      {/* Focusable so the list can be scrolled with the keyboard. */}
      <ul
        aria-labelledby={titleId}
        tabIndex={0}
        className={cn("grid max-h-48 gap-1.5 overflow-y-auto pe-1 focus-visible:outline-2", style.list)}
      >
        {issues.map((issue, index) => {
          const path = formatIssuePath(issue.path);
          return (
            <li key={`${index}:${path}`} className="[overflow-wrap:anywhere]">
              <code className={cn("rounded-sm px-1 font-mono text-xs", style.code)}>
                {path === "" ? t("importDialog.wholeFile") : path}
              </code>{" "}
              {issue.message}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
