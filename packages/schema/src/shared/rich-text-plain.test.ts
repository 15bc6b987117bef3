import { describe, expect, it } from "vitest";
import { richTextToPlain } from "./rich-text-plain";

describe("richTextToPlain", () => {
  it("ends blocks and line breaks with the separator and drops inline tags without a space", () => {
    expect(richTextToPlain("<p>Built <strong>Re</strong>act apps</p><ul><li>one</li><li>two<br>lines</li></ul>")).toBe("Built React apps one two lines ");
    expect(richTextToPlain("<h2>Title</h2><p>Body</p>", "\n")).toBe("Title\nBody\n");
  });

  it("decodes the entities the sanitiser writes, &amp; last", () => {
    expect(richTextToPlain("R&amp;D &lt;b&gt; &quot;q&quot; it&#39;s&nbsp;ok &amp;lt;")).toBe("R&D <b> \"q\" it's ok &lt;");
  });
});
