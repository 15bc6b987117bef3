import { GitBranch, PencilSimple, Translate } from "@phosphor-icons/react";
import { findLanguage } from "@vitae/schema";
import { lazy, Suspense, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/ui/button";
import { useBuilderStore } from "@/builder/store/builder-store";
import { DroppedNotes } from "./dropped-notes";
import { useMaster } from "./use-variant";

// Not needed at first paint: each loads when its button is first pressed.
const VariantSettingsDialog = lazy(() => import("./variant-settings-dialog"));
const TranslateDialog = lazy(() => import("./translate/translate-dialog"));

/**
 * Above the builder of a variant: whose variant it is (a link to the master), its language
 * and purpose (editable), "Translate with AI" into its language, and the changes that no
 * longer apply because the master removed what they changed.
 */
export function VariantBannerOf() {
  const { t } = useTranslation();
  const masterId = useBuilderStore((state) => state.meta?.masterId ?? "");
  const language = useBuilderStore((state) => state.meta?.language ?? null);
  const purpose = useBuilderStore((state) => state.meta?.purpose ?? null);
  const locked = useBuilderStore((state) => state.meta?.locked ?? false);
  const master = useMaster();
  const [open, setOpen] = useState<"settings" | "translate" | null>(null);
  const languageName = language ? (findLanguage(language)?.name ?? language) : null;
  return (
    <div
      role="note"
      data-testid="variant-banner"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-sky-200 bg-sky-50 px-4 py-1.5 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-50"
    >
      <GitBranch size={16} aria-hidden />
      <span>
        <Trans
          i18nKey="variants.banner.of"
          values={{ title: master?.title ?? "…" }}
          components={{ master: <Link to={`/builder/${masterId}`} className="font-medium underline underline-offset-2" /> }}
        />
      </span>
      {languageName && (
        <span className="rounded-full bg-white/70 px-2 py-0.5 text-xs font-medium dark:bg-zinc-900/60" lang={language ?? undefined}>
          {languageName}
        </span>
      )}
      {purpose && <span className="min-w-0 truncate text-sky-900 dark:text-sky-200">{purpose}</span>}
      <span className="ms-auto flex gap-2">
        <Button size="sm" variant="ghost" disabled={locked} onClick={() => setOpen("settings")}>
          <PencilSimple size={16} aria-hidden />
          {t("variants.settings.title")}
        </Button>
        {language && (
          <Button size="sm" variant="secondary" disabled={locked} onClick={() => setOpen("translate")}>
            <Translate size={16} aria-hidden />
            {t("variants.translate.open")}
          </Button>
        )}
      </span>
      <DroppedNotes />
      <Suspense fallback={null}>
        {open === "settings" && <VariantSettingsDialog onClose={() => setOpen(null)} />}
        {open === "translate" && language && <TranslateDialog language={language} onClose={() => setOpen(null)} />}
      </Suspense>
    </div>
  );
}
