import type { CSSProperties } from "react";

import { useResume } from "../resume-context";
import { classNames } from "./class-names";

/** Where the app serves simple-icons' SVG files (`/icons/github.svg`); same origin, so printing can reach it. */
export const iconBasePath = "/icons";

const slugPattern = /^[a-z0-9]+$/;

/** Whether `slug` has the shape of a simple-icons slug ("github", "1password"). */
export function isIconSlug(slug: string): boolean {
  return slugPattern.test(slug);
}

/** The app-served address of a simple-icons icon, or undefined for a malformed slug. */
export function iconUrl(slug: string): string | undefined {
  const normalised = slug.trim().toLowerCase();
  return isIconSlug(normalised) ? `${iconBasePath}/${normalised}.svg` : undefined;
}

export interface IconProps {
  /** A simple-icons slug such as "github"; empty or malformed shows nothing. */
  slug: string;
  className?: string;
}

/**
 * A brand icon (profiles) drawn as a CSS mask of the icon file, so it takes the text colour
 * like a glyph would. Nothing when the resume hides icons.
 */
export function Icon({ slug, className }: IconProps) {
  const { metadata } = useResume();
  const url = iconUrl(slug);
  if (metadata.typography.hideIcons || url === undefined) return null;
  return (
    <span
      className={classNames("vitae-icon", className)}
      aria-hidden="true"
      data-icon={slug.trim().toLowerCase()}
      style={{ "--vitae-icon-url": `url("${url}")` } as CSSProperties}
    />
  );
}
