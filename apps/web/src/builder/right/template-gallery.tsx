import { sampleResume } from "@vitae/schema";
import { TemplateLabelsContext, availableTemplateNames, templateLabels } from "@vitae/templates";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { loadResumeFonts } from "@/artboard/fonts";
import { cn } from "@/ui/cn";
import { TemplatePagePreview } from "@/ui/template-page-preview";
import { useChangeInBulk } from "@/builder/history/use-change-in-bulk";
import { useBuilderStore } from "@/builder/store/builder-store";
import { useEditing } from "./use-editing";

/**
 * The twelve templates, each as the sample resume's first page drawn by the template itself (the
 * sample, not the resume being edited, so the pictures are laid out once rather than on every
 * keystroke). The one in use is pressed; a click keeps the resume as a version, then applies another.
 */
export function TemplateGallery() {
  const { t, i18n } = useTranslation();
  const { edit, locked } = useEditing();
  const current = useBuilderStore((state) => state.data?.metadata.template);
  const changeInBulk = useChangeInBulk();
  useEffect(() => {
    // The sample's font, self-hosted like the artboard's, so the pictures show it.
    void loadResumeFonts(sampleResume.metadata.typography).catch(() => undefined);
  }, []);
  return (
    <TemplateLabelsContext.Provider value={templateLabels(i18n.resolvedLanguage)}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t("builderRight.template.list")}>
        {availableTemplateNames.map((name) => (
          <li key={name}>
            <button
              type="button"
              aria-pressed={current === name}
              disabled={locked}
              // A template changes the look of everything: the resume as it was is kept first.
              onClick={() => void changeInBulk("bulk", () => edit((data) => void (data.metadata.template = name)))}
              className={cn(
                "group grid w-full gap-1.5 rounded-md p-1 text-start text-sm",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500",
                "disabled:cursor-not-allowed disabled:opacity-60",
              )}
            >
              <TemplatePagePreview
                name={name}
                className={cn(
                  "rounded-sm transition-shadow group-hover:ring-zinc-400",
                  current === name && "ring-2 ring-zinc-900 group-hover:ring-zinc-900 dark:ring-zinc-100",
                )}
              />
              {/* Capitalised here only: text-transform would reach into the page pictures too. */}
              <span className="font-medium capitalize">{name}</span>
            </button>
          </li>
        ))}
      </ul>
    </TemplateLabelsContext.Provider>
  );
}
