import { createDefaultResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { proxiedPictureUrl, withProxiedPicture } from "./picture-url";

const origin = "https://vitae.example";
const proxied = (url: string) => `/api/image-proxy?url=${encodeURIComponent(url)}`;

describe("proxiedPictureUrl", () => {
  it.each([
    "https://images.example.com/me.jpg",
    "http://images.example.com/me.png?size=200&x=a%20b",
    "http://169.254.169.254/latest/meta-data",
    "https://vitae.example:8443/api/storage/u/pictures/a.webp",
    "http://vitae.example/api/storage/u/pictures/a.webp",
  ])("sends %s through the image proxy", (url) => {
    expect(proxiedPictureUrl(url, origin)).toBe(proxied(url));
  });

  it("normalises the address it proxies (scheme case, IPv6 hosts, surrounding space)", () => {
    expect(proxiedPictureUrl("HTTP://[::ffff:127.0.0.1]/x.png", origin)).toBe(proxied("http://[::ffff:7f00:1]/x.png"));
    expect(proxiedPictureUrl("  https://a.example/p.jpg ", origin)).toBe(proxied("https://a.example/p.jpg"));
  });

  it("treats protocol-relative addresses as elsewhere", () => {
    expect(proxiedPictureUrl("//evil.example/p.jpg", origin)).toBe(proxied("https://evil.example/p.jpg"));
  });

  it.each([
    "/api/storage/user1/pictures/abc.webp",
    "https://vitae.example/api/storage/user1/pictures/abc.webp",
    "data:image/png;base64,iVBORw0KGgo=",
    "blob:https://vitae.example/5d9f-11",
    "",
    "   ",
    "javascript:alert(1)",
    "http://[not a host/",
    "/api/image-proxy?url=https%3A%2F%2Fa.example%2Fp.jpg",
  ])("leaves %j alone", (url) => {
    expect(proxiedPictureUrl(url, origin)).toBe(url);
  });
});

describe("withProxiedPicture", () => {
  it("rewrites only the picture address, without touching the input", () => {
    const resume = createDefaultResumeData();
    resume.basics.picture.url = "https://images.example.com/me.jpg";
    const result = withProxiedPicture(resume, origin);
    expect(result.basics.picture.url).toBe(proxied("https://images.example.com/me.jpg"));
    expect(result.basics.picture.size).toBe(resume.basics.picture.size);
    expect(result.sections).toBe(resume.sections);
    expect(resume.basics.picture.url).toBe("https://images.example.com/me.jpg");
  });

  it("returns the same resume when nothing changes", () => {
    const resume = createDefaultResumeData();
    resume.basics.picture.url = "/api/storage/u/pictures/a.webp";
    expect(withProxiedPicture(resume, origin)).toBe(resume);
  });
});
