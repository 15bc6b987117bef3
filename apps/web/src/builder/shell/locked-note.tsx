import { LockSimpleOpen } from "@phosphor-icons/react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { resumeApi } from "@/api/resume-api";
import { cacheResume } from "@/api/resume-queries";
import { toastApiError } from "@/api/toast-api-error";
import { Button } from "@/ui/button";
import { useBuilderStore } from "@/builder/store/builder-store";

/** A locked resume opens read-only: this says so and offers to unlock it. */
export function LockedNote() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const meta = useBuilderStore((state) => state.meta);
  const [pending, setPending] = useState(false);
  if (!meta?.locked) return null;

  const unlock = async () => {
    setPending(true);
    try {
      const resume = await resumeApi.setLocked(meta.id, false);
      cacheResume(queryClient, resume);
      useBuilderStore.getState().setMeta({ locked: resume.locked, version: resume.version, updatedAt: resume.updatedAt });
    } catch (error) {
      toastApiError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <div
      role="note"
      className="flex flex-wrap items-center justify-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <span>{t("builder.lockedNote")}</span>
      <Button size="sm" variant="secondary" disabled={pending} onClick={() => void unlock()}>
        <LockSimpleOpen size={16} aria-hidden />
        {t("builder.unlock")}
      </Button>
    </div>
  );
}
