import type { Editor } from "@tiptap/core";

/**
 * The editor's HTML as the schema's sanitiser writes it, so that saving changes nothing:
 * ProseMirror sets styles through CSSOM, which serialises `text-align: center;` with a
 * semicolon the sanitiser drops, and browsers differ on escaping "<" and ">" in attribute
 * values, which the sanitiser always escapes.
 */
export function editorHtml(editor: Editor): string {
  if (editor.isEmpty) return "";
  return (
    editor
      .getHTML()
      // Anchored on the tag: a "<" in text is always escaped, so this never touches typed text.
      .replace(/(<(?:p|h[1-6])(?: [^>]*)? style="[^"]*?);"/g, '$1"')
      // Quoted values hold no raw quote; in text, "<" and ">" are escaped already.
      .replace(/="([^"]*)"/g, (_match, value: string) => `="${value.replace(/</g, "&lt;").replace(/>/g, "&gt;")}"`)
  );
}
