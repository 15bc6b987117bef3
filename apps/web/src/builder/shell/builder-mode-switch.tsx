import { ListChecks, PencilSimple } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { type BuilderMode, useBuilderModeStore } from "./builder-mode-store";

const modeIcons = { edit: PencilSimple, check: ListChecks } as const;

/**
 * Switches the content column between editing and the resume check. `onChoose` runs after a
 * choice (on small screens it opens the sheet that shows the mode).
 */
export function BuilderModeSwitch({ onChoose }: { onChoose?: () => void }) {
  const { t } = useTranslation();
  const mode = useBuilderModeStore((state) => state.mode);
  const setMode = useBuilderModeStore((state) => state.setMode);
  const choose = (next: BuilderMode) => {
    setMode(next);
    onChoose?.();
  };
  return (
    <div role="group" aria-label={t("builder.mode.label")} className="flex items-center gap-0.5 rounded-md border border-zinc-200 p-0.5 dark:border-zinc-800">
      {(["edit", "check"] as const).map((option) => {
        const Icon = modeIcons[option];
        return (
          <Button key={option} size="sm" variant="toggle" aria-pressed={mode === option} onClick={() => choose(option)}>
            <Icon size={16} aria-hidden />
            <span className="max-sm:sr-only">{t(`builder.mode.${option}`)}</span>
          </Button>
        );
      })}
    </div>
  );
}
