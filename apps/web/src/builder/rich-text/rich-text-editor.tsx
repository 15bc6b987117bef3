import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { cn } from "../../ui/cn";
import { editorHtml } from "./editor-html";
import { richTextExtensions } from "./rich-text-extensions";
import { RichTextToolbar } from "./rich-text-toolbar";
import { useEditorAi } from "./use-editor-ai";

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
};

// Tailwind's reset strips lists and marks of their look; the field shows them as the resume will.
const contentClass = cn(
  "min-h-[160px] max-h-[200px] overflow-y-auto px-3 py-2 text-sm outline-none",
  "[&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_a]:text-blue-700 [&_a]:underline",
  "[&_mark]:bg-yellow-200 [&_code]:rounded [&_code]:bg-zinc-100 [&_code]:px-1 [&_code]:font-mono [&_img]:max-w-full",
  "[&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_blockquote]:border-l-2 [&_blockquote]:pl-3",
  "dark:[&_a]:text-blue-300 dark:[&_code]:bg-zinc-800 dark:[&_mark]:bg-yellow-700 dark:[&_mark]:text-white",
);

/**
 * Rich-text field of the builder (summaries, descriptions, notes): Tiptap with a
 * formatting toolbar, links, images and, when a key is stored, the AI writing tools.
 */
export function RichTextEditor({ value, onChange, disabled = false, label, id }: RichTextEditorProps) {
  // Options compared by identity on every render: keep the ones that must not change stable.
  const [extensions] = useState(richTextExtensions);
  const [initialContent] = useState(value);
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  // The HTML this field last reported: that value coming back is no change from outside.
  const reported = useRef(value);

  const editorProps = useMemo(
    () => ({
      attributes: {
        role: "textbox",
        // Focusable and tabbable when read-only too, so a locked text can still be read through.
        tabindex: "0",
        "aria-multiline": "true",
        "aria-label": label,
        "aria-readonly": String(disabled),
        class: contentClass,
        ...(id ? { id } : {}),
      },
    }),
    [label, disabled, id],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    // Equal to the editor's own option whenever it is not busy, so renders change nothing.
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = editorHtml(current);
      reported.current = html;
      latestOnChange.current(html);
    },
  });
  const ai = useEditorAi(editor, disabled);
  const editable = !disabled && ai.state === "idle";

  useEffect(() => {
    // Without emitting an update: locking the field is no change of its text.
    editor?.setEditable(editable, false);
  }, [editor, editable]);

  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    // Undo/redo or a reload replaced the value from outside: show it without a new change.
    if (value !== editorHtml(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <div
      data-rich-text
      className={cn(
        "overflow-hidden rounded-md border border-zinc-300 bg-white text-zinc-900 shadow-xs",
        "focus-within:border-zinc-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100",
        disabled && "opacity-60",
      )}
    >
      {editor && (
        <RichTextToolbar editor={editor} label={label} disabled={disabled} aiState={ai.state} onAi={(task) => void ai.run(task)} />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
