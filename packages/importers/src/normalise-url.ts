import { isSafeUrl } from "@vitae/schema";
import type { ImportIssue, IssuePath } from "./import-issue";

const linkSchemes = new Set(["http:", "https:", "mailto:"]);
// A host name with at least one dot and an alphabetic top-level label, an optional port,
// then anything after a slash, question mark or hash: "example.com", "www.x.co.uk/me".
const hostLike = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/u;

function isLink(value: string): boolean {
  if (!isSafeUrl(value)) return false;
  const url = new URL(value);
  return linkSchemes.has(url.protocol) && (url.protocol === "mailto:" || url.hostname !== "");
}

export interface NormaliseUrlOptions {
  /** Whether an address without a scheme ("example.com") may get https:// (default true). */
  addScheme?: boolean;
  /** Whether a scheme-less address needs a path, as a picture does, so "photo.png" is not a host. */
  requirePath?: boolean;
}

/**
 * A link target from imported text: an http(s) or mailto URL is kept; an address without
 * a scheme that looks like a host gets https:// (with a warning); anything else is dropped
 * (with a warning) rather than failing the import. Returns "" for no link.
 */
export function normaliseUrl(
  raw: string | undefined | null,
  path: IssuePath,
  warnings: ImportIssue[],
  options: NormaliseUrlOptions = {},
): string {
  const value = (raw ?? "").trim();
  if (value === "") return "";
  if (isLink(value)) return value;
  const candidate = value.startsWith("//") ? `https:${value}` : `https://${value}`;
  const hasPath = /^[^/]+\/\S/.test(value.replace(/^\/\//, ""));
  if (
    options.addScheme !== false &&
    !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) &&
    hostLike.test(value.replace(/^\/\//, "")) &&
    (!options.requirePath || hasPath) &&
    isLink(candidate)
  ) {
    warnings.push({ path, message: `Added https:// to the address "${value}"` });
    return candidate;
  }
  warnings.push({ path, message: `Dropped "${value}": not a valid URL` });
  return "";
}
