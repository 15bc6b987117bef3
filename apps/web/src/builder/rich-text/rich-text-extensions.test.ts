import { type ChainedCommands, Editor } from "@tiptap/core";
import { sanitizeHtml } from "@vitae/schema";
import { afterEach, describe, expect, it } from "vitest";
import { isAcceptedHref, isAcceptedImageSrc } from "./accepted-urls";
import { editorHtml } from "./editor-html";
import { richTextExtensions } from "./rich-text-extensions";
import { textAlignments } from "./toolbar-items";

// Every editor a test made, destroyed after it: one left behind keeps a ProseMirror timer
// that fires after the DOM environment is gone ("document is not defined").
const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((made) => made.destroy()));

/** The HTML the editor writes after `command` ran on "Hello" in "Hello world". */
function produce(command: (chain: ChainedCommands) => ChainedCommands, content = "<p>Hello world</p>"): string {
  const editor = new Editor({ extensions: richTextExtensions(), content });
  editors.push(editor);
  command(editor.chain().setTextSelection({ from: 1, to: 6 })).run();
  return editorHtml(editor);
}

const survives = (html: string) => expect(sanitizeHtml(html)).toBe(html);

// Chromium's serialisation is checked the same way in e2e/builder-ai.spec.ts.
describe("what the editor writes survives the sanitiser unchanged", () => {
  it.each<[string, (chain: ChainedCommands) => ChainedCommands, string]>([
    ["bold", (c) => c.toggleBold(), "<strong>Hello</strong>"],
    ["italic", (c) => c.toggleItalic(), "<em>Hello</em>"],
    ["underline", (c) => c.toggleUnderline(), "<u>Hello</u>"],
    ["strike", (c) => c.toggleStrike(), "<s>Hello</s>"],
    ["highlight", (c) => c.toggleHighlight(), "<mark>Hello</mark>"],
    ["inline code", (c) => c.toggleCode(), "<code>Hello</code>"],
    ["bullet list", (c) => c.toggleBulletList(), "<ul><li><p>Hello world</p></li></ul>"],
    ["ordered list", (c) => c.toggleOrderedList(), "<ol><li><p>Hello world</p></li></ol>"],
    ["https link", (c) => c.setLink({ href: "https://example.com/a?b=1&c=2" }), 'href="https://example.com/a?b=1&amp;c=2"'],
    ["http link", (c) => c.setLink({ href: "http://example.com" }), 'href="http://example.com"'],
    ["mailto link", (c) => c.setLink({ href: "mailto:ada@example.com" }), 'href="mailto:ada@example.com"'],
    ["image with alt", (c) => c.setImage({ src: "https://example.com/a.png", alt: 'Ada "the first" & <co>' }), "<img"],
    ["image without alt", (c) => c.setImage({ src: "https://example.com/a.png" }), '<img src="https://example.com/a.png">'],
    ["same-origin image", (c) => c.setImage({ src: "/uploads/a.webp", alt: "Me" }), 'src="/uploads/a.webp"'],
    ["hard break", (c) => c.setHardBreak(), "<br>"],
    ["heading (markdown shortcut)", (c) => c.setHeading({ level: 2 }), "<h2>"],
    ["blockquote (markdown shortcut)", (c) => c.setBlockquote(), "<blockquote>"],
    ["code block (markdown shortcut)", (c) => c.setCodeBlock(), "<pre><code>"],
  ])("%s", (_name, command, expected) => {
    const html = produce(command);
    expect(html).toContain(expected);
    survives(html);
  });

  it.each(textAlignments)("alignment %s", (alignment) => {
    const html = produce((c) => c.setTextAlign(alignment));
    expect(html).toBe(`<p style="text-align: ${alignment}">Hello world</p>`);
    survives(html);
  });

  it("links open in a new tab with the safe rel", () => {
    const html = produce((c) => c.setLink({ href: "https://example.com" }));
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    survives(html);
  });

  it("leaves typed text that looks like markup alone", () => {
    const typed = '<p>a style="x;" b &lt;p style="y;"&gt; ="&lt;"</p>';
    const html = produce((c) => c.toggleBold(), typed);
    expect(html).toBe('<p><strong>a sty</strong>le="x;" b &lt;p style="y;"&gt; ="&lt;"</p>');
    survives(html);
  });

  it("everything together, with text that needs escaping", () => {
    const html = produce(
      (c) =>
        c
          .toggleBold()
          .toggleItalic()
          .toggleUnderline()
          .toggleStrike()
          .toggleHighlight()
          .setLink({ href: "https://example.com" })
          .setTextAlign("center")
          .toggleBulletList(),
      '<p>Hello world &amp; 1 &lt; 2 &gt; 0 "quoted"</p><ol><li><p>one</p></li></ol>',
    );
    survives(html);
  });

  it("refuses links and images the sanitiser would drop", () => {
    for (const href of ["javascript:alert(1)", "ftp://example.com", "/relative", "tel:123"]) {
      expect(isAcceptedHref(href)).toBe(false);
      expect(produce((c) => c.setLink({ href }))).not.toContain("<a");
    }
    expect(isAcceptedHref("mailto:ada@example.com")).toBe(true);
    expect(isAcceptedImageSrc("https://example.com/a.png")).toBe(true);
    expect(isAcceptedImageSrc("/uploads/a.webp")).toBe(true);
    expect(isAcceptedImageSrc("javascript:alert(1)")).toBe(false);
    expect(isAcceptedImageSrc("//evil.example/a.png")).toBe(false);
  });
});
