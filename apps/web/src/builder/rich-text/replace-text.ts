import type { Editor, JSONContent } from "@tiptap/core";

/** Inline content for one paragraph of plain text: its lines joined by hard breaks. */
function inlineContent(paragraph: string): JSONContent[] {
  return paragraph.split("\n").flatMap((line, index): JSONContent[] => {
    const text: JSONContent[] = line === "" ? [] : [{ type: "text", text: line }];
    return index === 0 ? text : [{ type: "hardBreak" }, ...text];
  });
}

/** Plain text as paragraphs: blank lines separate them. */
function paragraphs(text: string): JSONContent[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => ({ type: "paragraph", content: inlineContent(paragraph) }));
}

/** The range of text the writing tools work on: the selection, or the whole field without one. */
export type TextRange = { from: number; to: number } | null;

/** The plain text of `range` (the whole field for null), paragraphs separated by blank lines. */
export function textOf(editor: Editor, range: TextRange): string {
  if (range === null) return editor.getText({ blockSeparator: "\n\n" });
  return editor.state.doc.textBetween(range.from, range.to, "\n\n");
}

/**
 * Replaces `range` (the whole field for null) with plain `text`, as one change the
 * editor reports through its update. The text is inserted as text nodes, never parsed as
 * HTML: an answer from the provider cannot add markup. A replaced selection stays
 * selected, so another tool can run on it next.
 */
export function replaceText(editor: Editor, range: TextRange, text: string): void {
  const blocks = paragraphs(text);
  if (range === null) {
    editor.commands.setContent({ type: "doc", content: blocks.length > 0 ? blocks : [{ type: "paragraph" }] });
    return;
  }
  const [first] = blocks;
  if (blocks.length > 1 || first === undefined) {
    editor.chain().insertContentAt(range, blocks).run();
    return;
  }
  const inline = first.content ?? [];
  editor
    .chain()
    .insertContentAt(range, inline)
    .setTextSelection({ from: range.from, to: range.from + editor.schema.nodeFromJSON(first).content.size })
    .run();
}
