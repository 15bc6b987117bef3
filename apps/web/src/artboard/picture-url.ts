/*
 * Pictures elsewhere on the internet are loaded through the server's image proxy
 * (docs/resume-api.md, "Pictures in the artboard"): the app's CSP allows only `img-src 'self'
 * data: blob:`, and the printer's browser may reach only the app's own origin. The proxy
 * fetches public addresses only, so the artboard never asks for a private one itself.
 */
import type { ResumeData } from "@vitae/schema";

export const imageProxyPath = "/api/image-proxy";

/**
 * The address the artboard loads for a resume's picture: an http(s) URL whose origin is not
 * `origin` becomes `/api/image-proxy?url=<encoded URL>`; anything else (a same-origin path or
 * URL such as `/api/storage/…`, `data:`, `blob:`, an empty or unparsable text) is returned
 * as it is. Protocol-relative `//host/…` counts as elsewhere.
 */
export function proxiedPictureUrl(url: string, origin: string): string {
  const trimmed = url.trim();
  if (trimmed === "") return url;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, origin);
  } catch {
    return url;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return url;
  if (parsed.origin === origin) return url;
  return `${imageProxyPath}?url=${encodeURIComponent(parsed.href)}`;
}

/** The resume with its picture address passed through {@link proxiedPictureUrl} (a copy when it changed). */
export function withProxiedPicture(resume: ResumeData, origin: string): ResumeData {
  const { picture } = resume.basics;
  const url = proxiedPictureUrl(picture.url, origin);
  if (url === picture.url) return resume;
  return { ...resume, basics: { ...resume.basics, picture: { ...picture, url } } };
}
