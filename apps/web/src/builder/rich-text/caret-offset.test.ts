import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { caretTextOffset, positionAtTextOffset } from "./caret-offset";
import { richTextExtensions } from "./rich-text-extensions";

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

function docOf(html: string) {
  const editor = new Editor({ extensions: richTextExtensions(), content: html });
  editors.push(editor);
  return editor.state.doc;
}

describe("positionAtTextOffset", () => {
  it("counts only text, so block boundaries in the document do not shift the caret", () => {
    const doc = docOf("<p>Hello</p><p>world</p>");
    expect(positionAtTextOffset(doc, 0)).toBe(1);
    expect(doc.textBetween(1, positionAtTextOffset(doc, 3))).toBe("Hel");
    // The end of a paragraph stays in it.
    expect(positionAtTextOffset(doc, 5)).toBe(6);
    expect(doc.textBetween(1, positionAtTextOffset(doc, 6), "|")).toBe("Hello|w");
  });

  it("walks into marks and lists, and stops at the end of the text", () => {
    const doc = docOf("<ul><li><p>a <strong>bold</strong> move</p></li></ul>");
    expect(doc.textBetween(0, positionAtTextOffset(doc, 6))).toBe("a bold");
    expect(positionAtTextOffset(doc, 99)).toBe(doc.content.size - 3);
  });

  it("answers the first text place of an empty document", () => {
    expect(positionAtTextOffset(docOf(""), 4)).toBe(1);
  });
});

describe("caretTextOffset", () => {
  it("counts the characters before the caret in the element", () => {
    const root = document.createElement("div");
    root.innerHTML = "<p>Hello</p><p>wo<strong>rld</strong></p>";
    document.body.append(root);
    const bold = root.querySelector("strong")!.firstChild!;
    document.getSelection()!.collapse(bold, 2);
    expect(caretTextOffset(root)).toBe(9);
    root.remove();
  });

  it("is null when the caret is elsewhere", () => {
    const root = document.createElement("div");
    const other = document.createElement("p");
    other.textContent = "elsewhere";
    document.body.append(root, other);
    document.getSelection()!.collapse(other.firstChild, 3);
    expect(caretTextOffset(root)).toBeNull();
    root.remove();
    other.remove();
  });
});
