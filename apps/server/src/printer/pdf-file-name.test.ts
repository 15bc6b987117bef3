import { describe, expect, it } from "vitest";
import { contentDisposition, pdfFileName } from "./pdf-file-name";

describe("pdfFileName", () => {
  it.each([
    ["Jane Doe", "Jane-Doe.pdf"],
    ["张伟的简历", "张伟的简历.pdf"],
    ["السيرة الذاتية لأحمد", "السيرة-الذاتية-لأحمد.pdf"],
    ["Résumé 🚀 2025", "Résumé-🚀-2025.pdf"],
    ["Иван Петров — CV", "Иван-Петров-—-CV.pdf"],
    ["../../etc/passwd", "etc-passwd.pdf"],
    ["..\\..\\windows\\system32", "windows-system32.pdf"],
    ['My "best" \'resume\'', "My-best-resume.pdf"],
    ["line\nbreak\u0000null\ttab", "line-break-null-tab.pdf"],
    ["evil\u202Efdp.exe", "evil-fdp.exe.pdf"],
    ["already.pdf", "already.pdf"],
    ["   ", "resume.pdf"],
    ["", "resume.pdf"],
    ["///", "resume.pdf"],
    ["...", "resume.pdf"],
    [".hidden", "hidden.pdf"],
    ["CON", "resume-CON.pdf"],
    ["a   b\u3000c", "a-b-c.pdf"],
  ])("%j → %j", (title, expected) => {
    expect(pdfFileName(title)).toBe(expected);
  });

  it("keeps at most 100 characters before the extension without splitting an emoji", () => {
    const name = pdfFileName(`${"a".repeat(99)}👩‍👩‍👧 tail`);
    expect(name).toBe(`${"a".repeat(99)}.pdf`);
    expect(pdfFileName("x".repeat(500))).toBe(`${"x".repeat(100)}.pdf`);
  });

  it("stays within 200 UTF-8 bytes for scripts of wide characters", () => {
    const name = pdfFileName("简".repeat(150));
    expect(Buffer.byteLength(name.replace(/\.pdf$/, ""))).toBeLessThanOrEqual(200);
    expect(name).toMatch(/^简+\.pdf$/);
  });

  it("never yields a path", () => {
    for (const title of ["../../etc/passwd", "/abs/path", "C:\\x\\y", "a/../b"]) {
      const name = pdfFileName(title);
      expect(name).not.toMatch(/[/\\]/);
      expect(name.startsWith(".")).toBe(false);
    }
  });
});

describe("contentDisposition", () => {
  const filenameStar = (header: string) => decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? "");
  const filename = (header: string) => /filename="([^"]*)"/.exec(header)?.[1];

  it.each([
    ["张伟的简历", "resume.pdf"],
    ["السيرة الذاتية", "resume.pdf"],
    ["Résumé 🚀 2025", "Resume-2025.pdf"],
    ["../../etc/passwd", "etc-passwd.pdf"],
  ])("round-trips %j through filename* with an ASCII fallback", (title, fallback) => {
    const name = pdfFileName(title);
    const header = contentDisposition(name);
    expect(header.startsWith("attachment; ")).toBe(true);
    expect(filenameStar(header)).toBe(name);
    expect(filename(header)).toBe(fallback);
    // A header value must be visible ASCII: no raw Unicode, no line breaks.
    expect(header).toMatch(/^[\x20-\x7E]+$/);
  });

  it("percent-encodes the characters RFC 5987 does not allow raw", () => {
    const header = contentDisposition("it's (mine)*.pdf", "inline");
    expect(header).toBe(`inline; filename="it-s-mine.pdf"; filename*=UTF-8''it%27s%20%28mine%29%2A.pdf`);
  });
});
