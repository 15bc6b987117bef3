import type { Editor } from "@tiptap/core";
import { useCallback, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { AiTask } from "@/ai/complete-text";
import { type AiWritingState, useAiWriting } from "@/ai/use-ai-writing";
import { toast } from "@/ui/toast/toast-store";
import { type TextRange, replaceText, textOf } from "./replace-text";

/**
 * The writing tools on one editor: the selected text, or the whole field when nothing is
 * selected, is rewritten by the provider and replaced with its answer.
 */
export function useEditorAi(
  editor: Editor | null,
  disabled: boolean,
): { state: AiWritingState; run: (task: AiTask) => Promise<void> } {
  const { t } = useTranslation();
  const { state, rewrite } = useAiWriting();
  const latestDisabled = useRef(disabled);
  useLayoutEffect(() => {
    latestDisabled.current = disabled;
  });

  const run = useCallback(
    async (task: AiTask) => {
      if (!editor) return;
      const { from, to, empty } = editor.state.selection;
      // Everything selected (Ctrl+A) is the whole field: its answer replaces the document.
      const whole = empty || (from <= 1 && to >= editor.state.doc.content.size - 1);
      const range: TextRange = whole ? null : { from, to };
      const text = textOf(editor, range);
      if (text.trim() === "") return;
      const before = editor.state.doc;
      const answer = await rewrite(task, text);
      if (answer === null || editor.isDestroyed) return;
      // Editable again now rather than after React's next render: ProseMirror gives focus
      // only to an editable view.
      if (!latestDisabled.current) editor.setEditable(true, false);
      // The editor is read-only while busy, but undo or a reload can still replace its value.
      if (!editor.state.doc.eq(before)) {
        toast({ variant: "error", title: t("richText.ai.errorTitle"), description: t("richText.ai.changed") });
        return;
      }
      replaceText(editor, range, answer);
      // The pressed button was disabled while busy: unless the user went elsewhere meanwhile,
      // focus goes back to the text, where the answer now is.
      const active = document.activeElement;
      const field = editor.view.dom.closest("[data-rich-text]");
      if (active === null || active === document.body || field?.contains(active)) editor.commands.focus();
    },
    [editor, rewrite, t],
  );

  return { state, run };
}
