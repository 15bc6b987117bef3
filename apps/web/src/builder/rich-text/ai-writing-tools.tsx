import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChatCircleText, CheckCircle, CircleNotch, type IconProps, MagicWand } from "@phosphor-icons/react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useAiKeyStore } from "@/ai/ai-key-store";
import { type AiMode, type AiTask, aiTones } from "@/ai/complete-text";
import type { AiWritingState } from "@/ai/use-ai-writing";
import { menuContentClass, menuItemClass } from "@/ui/menu";
import { ToolbarButton } from "./toolbar-button";

type AiWritingToolsProps = {
  state: AiWritingState;
  /** No text to work on, or a read-only field. */
  disabled: boolean;
  onRun: (task: AiTask) => void;
};

/**
 * Improve writing, fix spelling and grammar, change tone: shown only
 * while a key is stored in this browser; every button is disabled while one runs.
 */
export function AiWritingTools({ state, disabled, onRun }: AiWritingToolsProps) {
  const { t } = useTranslation();
  const hasKey = useAiKeyStore((store) => store.key !== null);
  if (!hasKey) return null;

  const busy = state !== "idle";
  const icon = (mode: AiMode, idle: ComponentType<IconProps>) => (state === mode ? Spinner : idle);
  return (
    <div role="group" aria-label={t("richText.ai.tools")} aria-busy={busy} className="flex items-center gap-0.5">
      <ToolbarButton
        icon={icon("improve", MagicWand)}
        label={t("richText.ai.improve")}
        disabled={disabled || busy}
        onClick={() => onRun({ mode: "improve" })}
      />
      <ToolbarButton
        icon={icon("fix", CheckCircle)}
        label={t("richText.ai.fix")}
        disabled={disabled || busy}
        onClick={() => onRun({ mode: "fix" })}
      />
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <ToolbarButton icon={icon("tone", ChatCircleText)} label={t("richText.ai.tone")} disabled={disabled || busy} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" className={menuContentClass}>
            {aiTones.map((tone) => (
              <DropdownMenu.Item key={tone} className={menuItemClass} onSelect={() => onRun({ mode: "tone", tone })}>
                {t(`richText.ai.tones.${tone}`)}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <span role="status" className="sr-only">
        {busy ? t("richText.ai.busy") : ""}
      </span>
    </div>
  );
}

function Spinner(props: IconProps) {
  return <CircleNotch {...props} className="animate-spin" />;
}
