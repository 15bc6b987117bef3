import {
  Code,
  HighlighterCircle,
  type IconProps,
  ListBullets,
  ListNumbers,
  TextAlignCenter,
  TextAlignJustify,
  TextAlignLeft,
  TextAlignRight,
  TextB,
  TextItalic,
  TextStrikethrough,
  TextUnderline,
} from "@phosphor-icons/react";
import type { ChainedCommands, Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { type ComponentType, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { AiTask } from "../../ai/complete-text";
import type { AiWritingState } from "../../ai/use-ai-writing";
import { AiWritingTools } from "./ai-writing-tools";
import { ImagePopover } from "./image-popover";
import { LinkPopover } from "./link-popover";
import { type TextAlignment, textAlignments } from "./rich-text-extensions";
import { ToolbarButton, ToolbarSeparator } from "./toolbar-button";
import { useRovingFocus } from "./use-roving-focus";

type Toggle = {
  /** The node or mark name, which is also its label's key under "richText". */
  name: "bold" | "italic" | "underline" | "strike" | "highlight" | "code" | "bulletList" | "orderedList";
  icon: ComponentType<IconProps>;
  toggle: (chain: ChainedCommands) => ChainedCommands;
};

const marks: Toggle[] = [
  { name: "bold", icon: TextB, toggle: (chain) => chain.toggleBold() },
  { name: "italic", icon: TextItalic, toggle: (chain) => chain.toggleItalic() },
  { name: "underline", icon: TextUnderline, toggle: (chain) => chain.toggleUnderline() },
  { name: "strike", icon: TextStrikethrough, toggle: (chain) => chain.toggleStrike() },
  { name: "highlight", icon: HighlighterCircle, toggle: (chain) => chain.toggleHighlight() },
  { name: "code", icon: Code, toggle: (chain) => chain.toggleCode() },
];

const lists: Toggle[] = [
  { name: "bulletList", icon: ListBullets, toggle: (chain) => chain.toggleBulletList() },
  { name: "orderedList", icon: ListNumbers, toggle: (chain) => chain.toggleOrderedList() },
];

const alignments = {
  left: { icon: TextAlignLeft, label: "alignLeft" },
  center: { icon: TextAlignCenter, label: "alignCenter" },
  right: { icon: TextAlignRight, label: "alignRight" },
  justify: { icon: TextAlignJustify, label: "alignJustify" },
} as const satisfies Record<TextAlignment, { icon: ComponentType<IconProps>; label: string }>;

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
      className="flex flex-wrap items-center gap-0.5 border-b border-zinc-200 p-1 dark:border-zinc-700"
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
