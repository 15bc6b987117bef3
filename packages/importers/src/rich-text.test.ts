import { describe, expect, it } from "vitest";
import { htmlToText, listToHtml, textToHtml } from "./rich-text";

describe("textToHtml", () => {
  it("makes paragraphs of blank-line-separated blocks and keeps line breaks", () => {
    expect(textToHtml("First line\nsecond line\r\n\r\nNew paragraph\n\n\n")).toBe(
      "<p>First line<br>second line</p><p>New paragraph</p>",
    );
  });

  it("shows markup as text", () => {
    expect(textToHtml('<script>alert("x")</script> & co')).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</p>",
    );
  });

  it("gives nothing for nothing", () => {
    expect(textToHtml("")).toBe("");
    expect(textToHtml(null)).toBe("");
    expect(listToHtml([])).toBe("");
    expect(listToHtml(["", null, "  "])).toBe("");
  });
});

describe("htmlToText", () => {
  it("reverses textToHtml and listToHtml", () => {
    const text = "Строю системы.\nС душой.\n\n我喜欢 <code> & \"quotes\"";
    const items = ["Один", "二"];
    expect(htmlToText(textToHtml(text) + listToHtml(items))).toEqual({ text, items });
  });

  it("reads rich text from the editor", () => {
    expect(htmlToText("<h3>Head</h3><p><strong>Bold</strong>&nbsp;text</p><ol><li><p>a</p></li></ol>")).toEqual({
      text: "Head\n\nBold text",
      items: ["a"],
    });
  });
});
