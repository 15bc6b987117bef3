import { useResume } from "../resume-context";
import { classNames } from "./class-names";
import { fallbackGlyphPath, glyphPaths } from "./glyph-paths";

export interface GlyphProps {
  /** A Phosphor icon name ("envelope", "clock"); unknown names draw a small dot, empty draws nothing. */
  name: string;
  className?: string;
}

/**
 * A small outline glyph drawn inline in the text colour, for contact details and custom
 * fields. Nothing when the resume hides icons.
 */
export function Glyph({ name, className }: GlyphProps) {
  const { metadata } = useResume();
  const key = name.trim().toLowerCase();
  if (metadata.typography.hideIcons || key === "") return null;
  const path = Object.hasOwn(glyphPaths, key) ? glyphPaths[key] : fallbackGlyphPath;
  return (
    <svg
      className={classNames("vitae-glyph", className)}
      data-glyph={key}
      viewBox="0 0 256 256"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
