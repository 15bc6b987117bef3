import type { Url } from "@vitae/schema";
import type { ReactNode } from "react";

import { useResume } from "../resume-context";
import { classNames } from "./class-names";

const linkableSchemes = /^(?:https?:|mailto:|tel:)/i;

/** Whether `href` may be put in a rendered link: http, https, mailto or tel only. */
export function isLinkable(href: string): boolean {
  return linkableSchemes.test(href.trim());
}

/** A readable form of an address: no scheme, no "www.", no trailing slash. */
export function displayUrl(href: string): string {
  return href
    .trim()
    .replace(/^(?:https?:\/\/|mailto:|tel:)/i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
}

export interface LinkProps {
  /** A labelled link from the resume; its label, else its readable address, is shown. */
  url?: Url;
  /** A bare address, used when `url` is not given. */
  href?: string;
  /** Content to show instead of the label. */
  children?: ReactNode;
  className?: string;
}

/**
 * A link to outside the resume, opened in a new tab without access to this page. Underlined
 * when the resume's typography says so. An unsafe or empty address renders its text only
 * (or nothing when there is no text).
 */
export function Link({ url, href, children, className }: LinkProps) {
  const { metadata } = useResume();
  const target = (url?.href ?? href ?? "").trim();
  const content = children ?? (url?.label.trim() || displayUrl(target));
  if (!content) return null;
  if (!target || !isLinkable(target)) {
    return <span className={classNames("vitae-link-text", className)}>{content}</span>;
  }
  const external = /^https?:/i.test(target);
  return (
    <a
      className={classNames(
        "vitae-link",
        metadata.typography.underlineLinks ? "vitae-link-underlined" : "vitae-link-plain",
        className,
      )}
      href={target}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {content}
    </a>
  );
}
