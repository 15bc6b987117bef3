import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/ui/toast/toast-store";
import { useAiKeyStore } from "./ai-key-store";
import { type AiMode, type AiTask, completeText } from "./complete-text";

/** Idle, or busy with one of the writing tasks. */
export type AiWritingState = "idle" | AiMode;

/**
 * Runs writing tasks against the provider saved in this browser, one at a time. A
 * failure shows an error toast with its message and yields null; so does a
 * request cut short because the component went away.
 */
export function useAiWriting(): {
  state: AiWritingState;
  rewrite: (task: AiTask, text: string) => Promise<string | null>;
} {
  const { t } = useTranslation();
  const [state, setState] = useState<AiWritingState>("idle");
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const rewrite = useCallback(
    async (task: AiTask, text: string) => {
      const { key, baseUrl, model } = useAiKeyStore.getState();
      const current = new AbortController();
      controller.current = current;
      setState(task.mode);
      try {
        return await completeText(text, task, { key, baseUrl, model }, current.signal);
      } catch (error) {
        if (!current.signal.aborted) {
          toast({
            variant: "error",
            title: t("richText.ai.errorTitle"),
            description: error instanceof Error ? error.message : String(error),
          });
        }
        return null;
      } finally {
        if (controller.current === current) controller.current = null;
        setState("idle");
      }
    },
    [t],
  );

  return { state, rewrite };
}
