import { useQuery } from "@tanstack/react-query";
import { Copy } from "@phosphor-icons/react";
import type { Resume } from "@vitae/schema";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { resumeApi } from "@/api/resume-api";
import { toastApiError } from "@/api/toast-api-error";
import { userQuery } from "@/api/user-query";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label";
import { Switch } from "@/ui/switch";
import { toast } from "@/ui/toast/toast-store";
import { usePublicUrl } from "@/api/instance-query";
import { publicResumeUrl } from "@/builder/public-resume-url";
import { flushActiveAutosave } from "@/builder/save/autosave";
import { useBuilderStore } from "@/builder/store/builder-store";
import { PanelSection } from "./panel-section";

/**
 * Sharing: public or private (saved at once, not by the autosave), and while public the
 * address of the public page with a copy button.
 */
export function SharingSection() {
  const { t } = useTranslation();
  const meta = useBuilderStore((state) => state.meta);
  const setMeta = useBuilderStore((state) => state.setMeta);
  const { data: user } = useQuery(userQuery);
  const publicUrl = usePublicUrl();
  const [pending, setPending] = useState(false);
  const urlId = useId();
  if (!meta) return null;
  const isPublic = meta.visibility === "public";
  const url = user ? publicResumeUrl(user.username, meta.slug, publicUrl) : null;

  const setVisibility = async (visibility: Resume["visibility"]) => {
    setPending(true);
    try {
      // The change bumps the resume's version: pending edits go first so the next save quotes the new one.
      await flushActiveAutosave();
      const updated = await resumeApi.update(meta.id, { visibility });
      setMeta({ visibility: updated.visibility, version: updated.version, updatedAt: updated.updatedAt });
    } catch (error) {
      toastApiError(error);
    } finally {
      setPending(false);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ variant: "success", title: t("builderRight.sharing.copied") });
    } catch {
      // Clipboard access can be refused; the address stays on screen to copy by hand.
      toast({ variant: "error", title: t("builderRight.sharing.copyFailed") });
    }
  };

  return (
    <PanelSection section="sharing">
      <div className="grid gap-1">
        <Switch
          label={t("builderRight.sharing.public")}
          checked={isPublic}
          disabled={meta.locked || pending}
          onCheckedChange={(checked) => void setVisibility(checked ? "public" : "private")}
        />
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t(isPublic ? "builderRight.sharing.publicHint" : "builderRight.sharing.privateHint")}
        </p>
      </div>
      {isPublic && url && (
        <div className="grid gap-1.5">
          <Label htmlFor={urlId}>{t("builderRight.sharing.url")}</Label>
          <div className="flex gap-2">
            <Input id={urlId} readOnly value={url} onFocus={(event) => event.target.select()} />
            <Button variant="secondary" size="icon" className="shrink-0" aria-label={t("builderRight.sharing.copy")} title={t("builderRight.sharing.copy")} onClick={() => void copy()}>
              <Copy size={16} aria-hidden />
            </Button>
          </div>
        </div>
      )}
    </PanelSection>
  );
}
