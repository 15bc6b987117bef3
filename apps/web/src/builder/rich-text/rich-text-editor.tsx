import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { positionAtTextOffset } from "./caret-offset";
import { editorHtml } from "./editor-html";
import { richTextContentClass, richTextFrameClass } from "./rich-text-classes";
import { richTextExtensions } from "./rich-text-extensions";
import { RichTextToolbar } from "./rich-text-toolbar";
import { useEditorAi } from "./use-editor-ai";

/** What the field's static stand-in hands the editor that replaces it (rich-text-field.tsx). */
export type RichTextHandover = {
  /** What was typed into the stand-in before the editor loaded (sanitised); null if nothing. */
  html: string | null;
  /** The caret's place in the stand-in's text, if it had the caret. */
  caret: number | null;
  /** Whether the stand-in had focus, which the editor then takes. */
  focus: boolean;
};

export type RichTextEditorProps = {
  /** HTML held in the resume. */
  value: string;
  /** Called with the editor's HTML after every change ("" when the field is empty). */
  onChange: (html: string) => void;
  /** Read-only (a locked resume). */
  disabled?: boolean;
  /** Accessible name of the editing area. */
  label: string;
  id?: string;
  /** Set when the editor replaces the field's static stand-in. */
  handover?: RichTextHandover | undefined;
};

/**
 * Rich-text field of the builder (summaries, descriptions, notes): Tiptap with a
 * formatting toolbar, links, images and, when a key is stored, the AI writing tools.
 */
export function RichTextEditor({ value, onChange, disabled = false, label, id, handover }: RichTextEditorProps) {
  // Options compared by identity on every render: keep the ones that must not change stable.
  const [extensions] = useState(richTextExtensions);
  const [initial] = useState(() => ({ handover, value }));
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  // The HTML this field last reported: that value coming back is no change from outside.
  const reported = useRef(value);
  // The last value prop the effect below has seen.
  const seenValue = useRef(value);

  const editorProps = useMemo(
    () => ({
      attributes: {
        role: "textbox",
        // Focusable and tabbable when read-only too, so a locked text can still be read through.
        tabindex: "0",
        "aria-multiline": "true",
        "aria-label": label,
        "aria-readonly": String(disabled),
        class: richTextContentClass,
        ...(id ? { id } : {}),
      },
    }),
    [label, disabled, id],
  );

  const editor = useEditor({
    extensions,
    content: initial.handover?.html ?? initial.value,
    // Typed text keeps its spaces, as the editor keeps them once it has taken over: a space
    // typed last before the hand-over would otherwise be dropped as trailing whitespace.
    // A stored value is read as HTML, its formatting whitespace collapsed.
    ...(initial.handover?.html != null && { parseOptions: { preserveWhitespace: true } }),
    // Equal to the editor's own option whenever it is not busy, so renders change nothing.
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = editorHtml(current);
      reported.current = html;
      latestOnChange.current(html);
    },
  });
  // Taking over from the stand-in: report what was typed there, take its focus and caret.
  useLayoutEffect(() => {
    const taken = initial.handover;
    if (!editor || !taken) return;
    if (taken.html !== null) {
      const html = editorHtml(editor);
      if (html !== initial.value) {
        reported.current = html;
        latestOnChange.current(html);
      }
    }
    if (!taken.focus) return;
    editor.commands.setTextSelection(positionAtTextOffset(editor.state.doc, taken.caret ?? Number.POSITIVE_INFINITY));
    // Now, not on the next frame as the focus command does: the stand-in that had focus is
    // gone, and a key pressed in between would land nowhere.
    editor.view.focus();
  }, [editor, initial]);

  const ai = useEditorAi(editor, disabled);
  const editable = !disabled && ai.state === "idle";

  useEffect(() => {
    // Without emitting an update: locking the field is no change of its text.
    editor?.setEditable(editable, false);
  }, [editor, editable]);

  useEffect(() => {
    // Only a new value counts: on mount after a hand-over, `value` is still the one from
    // before what the stand-in reported, and must not undo it.
    if (!editor || value === seenValue.current) return;
    seenValue.current = value;
    if (value === reported.current) return;
    reported.current = value;
    // Undo/redo or a reload replaced the value from outside: show it without a new change.
    if (value !== editorHtml(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <div data-rich-text className={richTextFrameClass(disabled)}>
      {editor && (
        <RichTextToolbar editor={editor} label={label} disabled={disabled} aiState={ai.state} onAi={(task) => void ai.run(task)} />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
