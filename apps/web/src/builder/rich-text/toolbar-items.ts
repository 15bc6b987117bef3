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
import type { ChainedCommands } from "@tiptap/core";
import type { ComponentType } from "react";

// The toolbar's buttons, apart from the editor: the field's static stand-in draws the same
// toolbar before Tiptap has loaded, and only type imports of Tiptap may live here.

export const textAlignments = ["left", "center", "right", "justify"] as const;

export type TextAlignment = (typeof textAlignments)[number];

export type Toggle = {
  /** The node or mark name, which is also its label's key under "richText". */
  name: "bold" | "italic" | "underline" | "strike" | "highlight" | "code" | "bulletList" | "orderedList";
  icon: ComponentType<IconProps>;
  toggle: (chain: ChainedCommands) => ChainedCommands;
};

export const marks: Toggle[] = [
  { name: "bold", icon: TextB, toggle: (chain) => chain.toggleBold() },
  { name: "italic", icon: TextItalic, toggle: (chain) => chain.toggleItalic() },
  { name: "underline", icon: TextUnderline, toggle: (chain) => chain.toggleUnderline() },
  { name: "strike", icon: TextStrikethrough, toggle: (chain) => chain.toggleStrike() },
  { name: "highlight", icon: HighlighterCircle, toggle: (chain) => chain.toggleHighlight() },
  { name: "code", icon: Code, toggle: (chain) => chain.toggleCode() },
];

export const lists: Toggle[] = [
  { name: "bulletList", icon: ListBullets, toggle: (chain) => chain.toggleBulletList() },
  { name: "orderedList", icon: ListNumbers, toggle: (chain) => chain.toggleOrderedList() },
];

export const alignments = {
  left: { icon: TextAlignLeft, label: "alignLeft" },
  center: { icon: TextAlignCenter, label: "alignCenter" },
  right: { icon: TextAlignRight, label: "alignRight" },
  justify: { icon: TextAlignJustify, label: "alignJustify" },
} as const satisfies Record<TextAlignment, { icon: ComponentType<IconProps>; label: string }>;
