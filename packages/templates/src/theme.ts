import { type Metadata, defaultMetadata } from "@vitae/schema";
import type { CSSProperties } from "react";

import { type FallbackFamily, arabicFamilies, cjkFamilies, fallbackFamilies } from "./fallback-families";
import { pageSizePx } from "./page-size";

/** The CSS custom properties every template reads, set once on the page root. */
export type ThemeVariables = {
  "--vitae-primary": string;
  "--vitae-text": string;
  "--vitae-background": string;
  "--vitae-font-family": string;
  "--vitae-font-size": string;
  "--vitae-line-height": string;
  "--vitae-margin": string;
  "--vitae-page-width": string;
  "--vitae-page-height": string;
};

const serifFamilies = new Set(["merriweather", "playfair display", "lora", "pt serif", "ibm plex serif"]);

/** Groups of families of which a resume needs one per script. */
const alternativeGroups = [cjkFamilies, arabicFamilies];

/**
 * The fallback families in stack order, with the families the text needs (`neededFallbackFamilies`)
 * moved ahead of the others of their group (the CJK ones, the Arabic ones): a warm print page
 * still has the families of earlier resumes registered, and Chinese text must not be drawn by
 * a Japanese font registered before, nor a Sindhi word partly by Vazirmatn.
 */
function orderedFallbacks(needed: readonly FallbackFamily[]): FallbackFamily[] {
  return alternativeGroups.reduce<FallbackFamily[]>((stack, group) => {
    const members = stack.filter((family) => group.has(family));
    const first = members.filter((family) => needed.includes(family));
    const ordered = [...first, ...members.filter((family) => !first.includes(family))];
    return stack.flatMap((family) => {
      if (!group.has(family)) return [family];
      return family === members[0] ? ordered : [];
    });
  }, [...fallbackFamilies]);
}

/**
 * The CSS font-family list for a chosen family: the family itself, then the self-hosted Noto
 * fallbacks (`fallbackFamilies`, with the families of `needed` first among their group),
 * then the generic family. The name is reduced to
 * letters, digits, spaces, hyphens and underscores because it is written into a style attribute.
 */
export function fontStack(family: string, needed: readonly FallbackFamily[] = []): string {
  const name = family
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  const isSerif = serifFamilies.has(name.toLowerCase()) || (/\bserif\b/i.test(name) && !/\bsans\b/i.test(name));
  const fallbacks = [...orderedFallbacks(needed).map((fallback) => `"${fallback}"`), isSerif ? "serif" : "sans-serif"];
  return (name ? [`"${name}"`, ...fallbacks] : fallbacks).join(", ");
}

const colourPattern =
  /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgb|rgba|hsl|hsla|oklch|oklab)\([0-9.,%\s/a-z-]*\)|[a-z]{3,20})$/i;

/** `value` when it is a plain CSS colour, else `fallback`: theme values end up in a style attribute. */
export function safeColour(value: string, fallback: string): string {
  const trimmed = value.trim();
  return colourPattern.test(trimmed) && !/url|expression|var/i.test(trimmed) ? trimmed : fallback;
}

function finiteIn(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/**
 * Theme, typography and page geometry as CSS custom properties. Every value is checked or
 * clamped here, so stored data cannot smuggle extra declarations into the style attribute.
 */
export function themeVariables(metadata: Metadata, needed: readonly FallbackFamily[] = []): ThemeVariables & CSSProperties {
  const { theme, typography, page } = metadata;
  const fallback = defaultMetadata;
  const size = pageSizePx(page.format);
  return {
    "--vitae-primary": safeColour(theme.primary, fallback.theme.primary),
    "--vitae-text": safeColour(theme.text, fallback.theme.text),
    "--vitae-background": safeColour(theme.background, fallback.theme.background),
    "--vitae-font-family": fontStack(typography.font.family, needed),
    "--vitae-font-size": `${finiteIn(typography.font.size, 6, 48, fallback.typography.font.size)}px`,
    "--vitae-line-height": String(finiteIn(typography.lineHeight, 0, 4, fallback.typography.lineHeight)),
    // The schema stores the margin in points.
    "--vitae-margin": `${finiteIn(page.margin, 0, 96, fallback.page.margin)}pt`,
    "--vitae-page-width": `${size.width}px`,
    "--vitae-page-height": `${size.height}px`,
  };
}
