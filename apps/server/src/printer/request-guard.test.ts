import { describe, expect, it } from "vitest";
import { isAllowedRequest, normaliseOrigin } from "./request-guard";

const app = "http://127.0.0.1:3000";

describe("isAllowedRequest", () => {
  it.each([
    "http://127.0.0.1:3000/artboard/preview",
    "http://127.0.0.1:3000/assets/index-abc.js?v=1#x",
    "HTTP://127.0.0.1:3000/fonts/a.woff2",
    "data:image/png;base64,iVBORw0KGgo=",
    "data:text/css,body{}",
    "blob:http://127.0.0.1:3000/6f1c2a8e-1111-2222-3333-444455556666",
  ])("allows %s", (url) => {
    expect(isAllowedRequest(url, app)).toBe(true);
  });

  it.each([
    "http://127.0.0.1:3001/secret",
    "http://127.0.0.1/secret",
    "https://127.0.0.1:3000/",
    "http://localhost:3000/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]:3000/",
    "http://127.0.0.1.evil.example:3000/",
    "http://127.0.0.1:3000@evil.example/",
    "file:///etc/passwd",
    "ftp://127.0.0.1:3000/",
    "ws://127.0.0.1:3000/socket",
    "chrome://settings",
    "about:blank",
    "javascript:alert(1)",
    "blob:http://evil.example/6f1c2a8e",
    "blob:null/6f1c2a8e",
    "not a url",
    "",
  ])("refuses %s", (url) => {
    expect(isAllowedRequest(url, app)).toBe(false);
  });

  it("compares origins, not spellings", () => {
    expect(isAllowedRequest("http://example.com/x", "HTTP://EXAMPLE.com:80/")).toBe(true);
    expect(isAllowedRequest("https://example.com:443/x", "https://example.com")).toBe(true);
    // The browser reads a numeric host exactly as URL does: this is the app's own address.
    expect(isAllowedRequest("http://2130706433:3000/", app)).toBe(true);
  });

  it("refuses everything when the app origin is not an http(s) origin", () => {
    expect(normaliseOrigin("file:///")).toBe("invalid:");
    expect(isAllowedRequest("file:///etc/passwd", "file:///")).toBe(false);
    expect(isAllowedRequest("http://x/", "nonsense")).toBe(false);
  });
});
