import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { cacheResume } from "@/api/resume-queries";
import { toastApiError } from "@/api/toast-api-error";
import { variantApi } from "@/api/variant-api";
import { Button } from "@/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/ui/dialog";
import { SubmitButton } from "@/ui/submit-button";
import { TextField } from "@/ui/text-field";
import { VariantLanguageSelect } from "@/variants/variant-language-select";
import { flushActiveAutosave } from "@/builder/save/autosave";
import { useBuilderStore } from "@/builder/store/builder-store";

/**
 * The open variant's language and purpose (PATCH /resume/{id}/variant). Pending edits are
 * saved first: the change gives the variant a new version, which the next save must quote.
 */
export default function VariantSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const meta = useBuilderStore((state) => state.meta);
  const [language, setLanguage] = useState(meta?.language ?? "");
  const [purpose, setPurpose] = useState(meta?.purpose ?? "");
  const [pending, setPending] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!meta) return;
    setPending(true);
    try {
      await flushActiveAutosave();
      const saved = await variantApi.update(meta.id, { language: language === "" ? null : language, purpose: purpose.trim() === "" ? null : purpose.trim() });
      useBuilderStore.getState().setMeta({ language: saved.language ?? null, purpose: saved.purpose ?? null, version: saved.version, updatedAt: saved.updatedAt });
      cacheResume(queryClient, saved);
      onClose();
    } catch (error) {
      toastApiError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t("variants.settings.title")}>
        <form noValidate onSubmit={(event) => void save(event)} className="grid gap-4">
          <VariantLanguageSelect value={language} onChange={(event) => setLanguage(event.target.value)} />
          <TextField
            label={t("variants.fields.purpose")}
            hint={t("variants.fields.purposeHint")}
            autoComplete="off"
            value={purpose}
            onChange={(event) => setPurpose(event.target.value)}
          />
          <DialogFooter>
            <Button variant="ghost" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <SubmitButton pending={pending}>{t("common.saveChanges")}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
