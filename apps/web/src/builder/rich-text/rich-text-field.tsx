import { sanitizeHtml } from "@vitae/schema";
import { type ComponentType, useCallback, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { caretTextOffset } from "./caret-offset";
import { richTextContentClass, richTextFrameClass } from "./rich-text-classes";
import type { RichTextEditorProps, RichTextHandover } from "./rich-text-editor";
import { StaticToolbar } from "./static-toolbar";

type Editor = ComponentType<RichTextEditorProps>;

// Tiptap and ProseMirror are most of the builder's JavaScript and a page holds several
// rich-text fields: the editor loads (once, for every field) when a field is first reached.
let editorModule: Promise<Editor> | null = null;
let loadedEditor: Editor | null = null;

function loadEditor(): Promise<Editor> {
  editorModule ??= import("./rich-text-editor").then((module) => (loadedEditor = module.RichTextEditor));
  // A failed load (offline) may be tried again on the next visit of a field.
  editorModule.catch(() => (editorModule = null));
  return editorModule;
}

/**
 * A rich-text field of the builder. Until the pointer or focus reaches it, it is the
 * sanitised HTML of its value in the editor's frame (mounting Tiptap for every summary,
 * description and note costs more than the page needs); then the live RichTextEditor takes
 * its place, with the caret where it was. The stand-in is a focusable, labelled textbox and
 * takes typing natively while the editor loads, which the editor then starts from.
 */
export function RichTextField(props: RichTextEditorProps) {
  const { value, disabled = false, label, id } = props;
  const [LiveEditor, setLiveEditor] = useState<Editor | null>(null);
  const [handover, setHandover] = useState<RichTextHandover | null>(null);
  const wanted = useRef(false);
  const stand = useRef<HTMLDivElement>(null);
  const typed = useRef(false);
  const composing = useRef(false);
  const html = useMemo(() => sanitizeHtml(value), [value]);

  const handOver = useCallback((editor: Editor) => {
    const view = stand.current;
    if (!view) return;
    const state: RichTextHandover = {
      html: typed.current ? sanitizeHtml(view.innerHTML) : null,
      caret: caretTextOffset(view),
      focus: view.ownerDocument.activeElement === view,
    };
    // Synchronously, so no keystroke lands between reading the stand-in and replacing it.
    flushSync(() => {
      setHandover(state);
      setLiveEditor(() => editor);
    });
  }, []);

  const activate = useCallback(() => {
    if (wanted.current) return;
    wanted.current = true;
    const ready = (editor: Editor) => {
      // Mid-composition (an IME) the stand-in keeps the text until the word is done.
      if (composing.current) stand.current?.addEventListener("compositionend", () => handOver(editor), { once: true });
      else handOver(editor);
    };
    if (loadedEditor) ready(loadedEditor);
    else loadEditor().then(ready, () => (wanted.current = false));
  }, [handOver]);

  if (LiveEditor) return <LiveEditor {...props} handover={handover ?? undefined} />;
  return (
    <div
      data-rich-text
      className={richTextFrameClass(disabled)}
      onPointerEnter={activate}
      onPointerDown={activate}
      onFocus={activate}
    >
      <StaticToolbar />
      <div
        ref={stand}
        id={id}
        role="textbox"
        tabIndex={0}
        aria-multiline
        aria-label={label}
        aria-readonly={disabled}
        contentEditable={!disabled}
        suppressContentEditableWarning
        className={richTextContentClass}
        onInput={() => (typed.current = true)}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={() => (composing.current = false)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
