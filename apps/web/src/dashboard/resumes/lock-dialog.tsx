import { LockSimple, LockSimpleOpen } from "@phosphor-icons/react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type VersionedResume, resumeApi } from "@/api/resume-api";
import { cacheResume } from "@/api/resume-queries";
import { Button } from "@/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/ui/dialog";
import { useDialogStore } from "@/ui/dialog-store";
import { focusResumeActions } from "./resume-actions";
import { focusField, handleResumeError, useDialogResume } from "./resume-dialog";

/** The lock dialog: create locks the resume (set=true), update unlocks it (set=false). */
export function LockDialog() {
  const { dialog, resume } = useDialogResume("lock");
  const close = useDialogStore((state) => state.close);
  const mode = dialog?.mode;
  const ready = resume !== undefined && (mode === "create" || mode === "update");
  return (
    <Dialog open={ready} onOpenChange={(open) => !open && close()}>
      {ready && <LockStep key={`${mode}:${resume.id}`} resume={resume} lock={mode === "create"} />}
    </Dialog>
  );
}

function LockStep({ resume, lock }: { resume: VersionedResume; lock: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const close = useDialogStore((state) => state.close);
  const [pending, setPending] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setPending(true);
    try {
      // The answer is the resume as stored now; it replaces the cached copy.
      cacheResume(queryClient, await resumeApi.setLocked(resume.id, lock));
      close();
    } catch (error) {
      setPending(false);
      await handleResumeError(queryClient, resume.id, error);
    }
  };

  return (
    <DialogContent
      title={lock ? t("lockDialog.lockTitle") : t("lockDialog.unlockTitle")}
      description={
        lock
          ? t("lockDialog.lockDescription", { title: resume.title })
          : t("lockDialog.unlockDescription", { title: resume.title })
      }
      onOpenAutoFocus={(event) => focusField(event, () => confirmButton.current?.focus())}
      onCloseAutoFocus={(event) => focusResumeActions(event, resume.id)}
    >
      <DialogFooter>
        <Button variant="ghost" onClick={close}>
          {t("common.cancel")}
        </Button>
        <Button ref={confirmButton} disabled={pending} aria-busy={pending || undefined} onClick={() => void confirm()}>
          {lock ? <LockSimple size={16} aria-hidden /> : <LockSimpleOpen size={16} aria-hidden />}
          {lock ? t("lockDialog.lock") : t("lockDialog.unlock")}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
