import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { AiTask } from "@/ai/complete-text";
import type { AiWritingState } from "@/ai/use-ai-writing";
import { AiWritingTools } from "./ai-writing-tools";
import { ImagePopover } from "./image-popover";
import { LinkPopover } from "./link-popover";
import { richTextToolbarClass } from "./rich-text-classes";
import { ToolbarButton, ToolbarSeparator } from "./toolbar-button";
import { type Toggle, alignments, lists, marks, textAlignments } from "./toolbar-items";
import { useRovingFocus } from "./use-roving-focus";

type RichTextToolbarProps = {
  editor: Editor;
  /** The field's name, to tell its toolbar from the others on the page. */
  label: string;
  disabled: boolean;
  aiState: AiWritingState;
  onAi: (task: AiTask) => void;
};

/** Formatting, link, image and AI writing tools above a rich-text field. */
export function RichTextToolbar({ editor, label, disabled, aiState, onAi }: RichTextToolbarProps) {
  const { t } = useTranslation();
  const toolbar = useRef<HTMLDivElement>(null);
  const roving = useRovingFocus(toolbar);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      on: Object.fromEntries(
        [...marks, ...lists, { name: "link" }].map(({ name }) => [name, current.isActive(name)]),
      ) as Record<string, boolean | undefined>,
      align: textAlignments.find((alignment) => current.isActive({ textAlign: alignment })) ?? null,
      empty: current.isEmpty,
    }),
  });
  const locked = disabled || aiState !== "idle";

  const toggleButton = ({ name, icon, toggle }: Toggle) => (
    <ToolbarButton
      key={name}
      icon={icon}
      label={t(`richText.${name}`)}
      pressed={active.on[name] === true}
      disabled={locked}
      onClick={() => toggle(editor.chain().focus()).run()}
    />
  );

  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label={t("richText.toolbar", { label })}
      className={richTextToolbarClass}
      {...roving}
    >
      {marks.map(toggleButton)}
      <ToolbarSeparator />
      {lists.map(toggleButton)}
      <ToolbarSeparator />
      {textAlignments.map((alignment) => (
        <ToolbarButton
          key={alignment}
          icon={alignments[alignment].icon}
          label={t(`richText.${alignments[alignment].label}`)}
          pressed={active.align === alignment}
          disabled={locked}
          onClick={() => {
            const chain = editor.chain().focus();
            // Pressing the active alignment again goes back to the default.
            (active.align === alignment ? chain.unsetTextAlign() : chain.setTextAlign(alignment)).run();
          }}
        />
      ))}
      <ToolbarSeparator />
      <LinkPopover editor={editor} active={active.on.link === true} disabled={locked} />
      <ImagePopover editor={editor} disabled={locked} />
      <div className="ml-auto">
        <AiWritingTools state={aiState} disabled={disabled || active.empty} onRun={onAi} />
      </div>
    </div>
  );
}
