// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";

import { safeLinkRel, sanitizeHtml } from "./sanitize-html";

const allowedTags = new Set([
  "P", "BR", "STRONG", "B", "EM", "I", "U", "S", "STRIKE", "MARK", "CODE", "PRE", "BLOCKQUOTE",
  "UL", "OL", "LI", "A", "H2", "H3", "H4", "SPAN", "IMG",
]);

/** The little of the DOM this test uses; the schema package compiles without the DOM library. */
interface ParsedElement {
  tagName: string;
  attributes: Iterable<{ name: string; value: string }>;
}
interface ParsingDocument {
  createElement(tag: "div"): { innerHTML: string; querySelectorAll(selector: string): Iterable<ParsedElement> };
}
const { document } = globalThis as unknown as { document: ParsingDocument };

/**
 * Parses the sanitised output the way the artboard will (innerHTML, here happy-dom's parser)
 * and checks the resulting tree, so a payload that only looks harmless as a string is caught too.
 */
function expectSafeTree(html: string): void {
  const host = document.createElement("div");
  host.innerHTML = html;
  for (const element of host.querySelectorAll("*")) {
    expect(allowedTags.has(element.tagName), `<${element.tagName}> in ${html}`).toBe(true);
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith("on"), `${attribute.name} in ${html}`).toBe(false);
      expect(["href", "src", "alt", "target", "rel", "style"]).toContain(attribute.name);
      if (attribute.name === "href") expect(attribute.value).toMatch(/^(https?:|mailto:)/i);
      if (attribute.name === "src") expect(attribute.value).toMatch(/^(https?:|\/(?![/\\]))/i);
      if (attribute.name === "style") expect(attribute.value).toMatch(/^text-align: (left|center|right|justify)$/);
    }
  }
}

describe("sanitizeHtml: classic payloads", () => {
  const payloads: [string, string][] = [
    ["<img src=x onerror=alert(1)>", ""],
    ['<img src="https://example.com/a.png" onerror="alert(1)">', '<img src="https://example.com/a.png">'],
    ["<script>alert(1)</script>", ""],
    ["<SCRIPT SRC=//evil.example/x.js></SCRIPT>", ""],
    ["before<script>document.cookie</script>after", "beforeafter"],
    ["<p>unclosed <script>alert(1)", "<p>unclosed "],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href=" javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java\tscript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#x6A;&#x61;vascript&colon;alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#0000106avascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', "<a>x</a>"],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', ""],
    ['<a href="https://example.com" onclick="alert(1)" onmouseover="alert(2)">x</a>', '<a href="https://example.com">x</a>'],
    ["<svg onload=alert(1)>", ""],
    ["<svg><g/onload=alert(2)//<p>", ""],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ""],
    ['<iframe src="https://evil.example">fallback</iframe>', ""],
    ['<iframe src="file:///etc/passwd"></iframe>', ""],
    ['<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">', ""],
    ['<form action="https://evil.example"><input name="q"><button>Go</button></form>', "Go"],
    ['<p style="background:url(http://x)">hi</p>', "<p>hi</p>"],
    ['<p style="text-align: center; background-image: url(https://x)">hi</p>', '<p style="text-align: center">hi</p>'],
    ['<span style="position:fixed;top:0">overlay</span>', "<span>overlay</span>"],
    ["<p style=\"width:expression(alert(1))\">x</p>", "<p>x</p>"],
    // A browser reads an element named "scr<script" and then text.
    ["<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ""],
    ['<p>a</p><noscript><img src=x onerror=alert(1)></noscript><p>b</p>', "<p>a</p><p>b</p>"],
    ["</style><script>alert(1)</script>", ""],
    ["<style>p { color: red }</style>visible", "visible"],
    ['<style>@import "https://evil.example/x.css";</style>', ""],
    ["<!-- <script>alert(1)</script> -->text", "text"],
    ['<div onclick="alert(1)">d</div>', "d"],
    ["<base href=\"https://evil.example/\"><meta http-equiv=\"refresh\" content=\"0;url=https://evil.example\">", ""],
    ['<a href="https://example.com" target="_top">x</a>', '<a href="https://example.com">x</a>'],
    ['<p class="x" id="y" data-a="1" title="t">x</p>', "<p>x</p>"],
    ["<h1>Title</h1><h5>Small</h5>", "TitleSmall"],
  ];

  it.each(payloads)("neutralises %j", (input, expected) => {
    const output = sanitizeHtml(input);
    expect(output).toBe(expected);
    expect(output.toLowerCase()).not.toMatch(/<script|<iframe|<svg|<style|javascript:|onerror|onload|onclick/);
    expectSafeTree(output);
  });

  it.each(payloads)("is idempotent on %j", (input) => {
    const once = sanitizeHtml(input);
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe("sanitizeHtml: rich text", () => {
  const preserved = [
    "<p>Plain paragraph.</p>",
    "<p>Platform engineer with <strong>clear ownership</strong>, <em>honest</em> dashboards and <u>alerts</u>.</p>",
    "<p><b>b</b> <i>i</i> <s>s</s> <strike>strike</strike> <mark>mark</mark> <code>code()</code></p>",
    "<ul><li><p>Led the move of 140 services.</p></li><li><p>Cut the cloud bill by 34%.</p></li></ul>",
    "<ol><li>First</li><li>Second</li></ol>",
    "<blockquote><p>Quoted</p></blockquote><pre><code>const a = 1;</code></pre>",
    "<h2>Heading 2</h2><h3>Heading 3</h3><h4>Heading 4</h4>",
    "<p>line one<br>line two</p>",
    '<p style="text-align: center">Centred</p><p style="text-align: right">Right</p><p style="text-align: justify">J</p>',
    '<h2 style="text-align: left">Left heading</h2><p><span style="text-align: center">span</span></p>',
    '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1&amp;c=2">a link</a></p>',
    '<p><a href="mailto:someone@example.com">mail</a> <a href="https://example.com">site</a></p>',
    '<p><img src="https://example.com/photo.png" alt="A photo"> <img src="/uploads/picture.webp" alt=""></p>',
    "<p>AT&amp;T, 1 &lt; 2, caf\u00e9, \u6f22\u5b57, \u0627\u0644\u0639\u0631\u0628\u064a\u0629, \u041a\u0438\u0440\u0438\u043b\u043b\u0438\u0446\u0430 &amp; emoji \u{1f680}</p>",
    "",
  ];

  it.each(preserved)("keeps %j exactly", (html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("adds the safe rel to links that open a new tab", () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      `<a href="https://example.com" target="_blank" rel="${safeLinkRel}">x</a>`,
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      `<a href="https://example.com" target="_blank" rel="${safeLinkRel}">x</a>`,
    );
  });

  it("drops protocol-relative and unsafe image sources", () => {
    expect(sanitizeHtml('<img src="//evil.example/a.png">')).toBe("");
    expect(sanitizeHtml('<img src="/\\evil.example/a.png">')).toBe("");
    expect(sanitizeHtml('<img src="file:///etc/passwd">')).toBe("");
  });

  it("does not allow relative link targets", () => {
    expect(sanitizeHtml('<a href="/somewhere">x</a>')).toBe("<a>x</a>");
  });

  it("normalises tag case and text-align spelling", () => {
    expect(sanitizeHtml('<P STYLE="TEXT-ALIGN:CENTER;">x</P>')).toBe('<p style="text-align: center">x</p>');
  });

  it("keeps stray angle brackets as escaped text", () => {
    expect(sanitizeHtml("<p>1 < 2 > 0</p>")).toBe("<p>1 &lt; 2 &gt; 0</p>");
  });
});

describe("sanitizeHtml: tag names that are also object properties", () => {
  it.each(["constructor", "valueOf", "toString", "hasOwnProperty"])("drops <%s> like any unknown tag", (tag) => {
    expect(sanitizeHtml(`<${tag} href="x">a</${tag}>`)).toBe("a");
  });
});

describe("sanitizeHtml: clean runs next to changed tokens", () => {
  // Unchanged tokens are written as runs of the source; these put a changed or dropped token
  // right beside such runs, where a run that reached one character too far would show.
  const cases: [string, string][] = [
    ["<b>x</b ><i>y</i\t>z", "<b>x</b><i>y</i>z"],
    ["<b>x</ b>y", "<b>xy"],
    ["<p>a<!--c-->b</p>", "<p>ab</p>"],
    ["<b>a<script>x</script>b</b>", "<b>ab</b>"],
    ["<b>a<img src=x>b</b>", "<b>ab</b>"],
    ["<b>a<br/>b</b>", "<b>a<br>b</b>"],
    ["<b>a&amp;b&lt;c</b>", "<b>a&amp;b&lt;c</b>"],
    ["<b>a&copy;b>c</b>", "<b>a\u00a9b&gt;c</b>"],
    ["<B>a</B><b>b</b>", "<b>a</b><b>b</b>"],
    ['<a href="https://example.com">x</a><a href="javascript:x">y</a>', '<a href="https://example.com">x</a><a>y</a>'],
    ["<div><b>a</b></div><b>b</b>", "<b>a</b><b>b</b>"],
    ["<b>a</b><b", "<b>a</b>"],
  ];

  it.each(cases)("writes %j as %j", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
    expect(sanitizeHtml(expected)).toBe(expected);
  });
});
