import type { Node as ProseMirrorNode } from "@tiptap/pm/model";

/**
 * Where the caret is in `root`, counted in characters of its text (null when the selection
 * is elsewhere). Text offsets survive the move from the static stand-in's DOM to the
 * editor's document, whose positions also count block boundaries.
 */
export function caretTextOffset(root: Element): number | null {
  const selection = root.ownerDocument.defaultView?.getSelection();
  const focus = selection?.focusNode;
  if (!selection || !focus || !root.contains(focus)) return null;
  const before = root.ownerDocument.createRange();
  before.selectNodeContents(root);
  before.setEnd(focus, selection.focusOffset);
  return before.toString().length;
}

/** The document position `offset` characters into the text of `doc` (its end when shorter). */
export function positionAtTextOffset(doc: ProseMirrorNode, offset: number): number {
  let remaining = offset;
  let found: number | null = null;
  let lastTextEnd: number | null = null;
  doc.descendants((node, position) => {
    if (found !== null) return false;
    if (!node.isText) return true;
    const length = node.text?.length ?? 0;
    if (remaining <= length) {
      found = position + remaining;
      return false;
    }
    remaining -= length;
    lastTextEnd = position + length;
    return false;
  });
  // No text at all: the start of the first textblock.
  return found ?? lastTextEnd ?? 1;
}
