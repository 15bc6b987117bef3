import { artboardBuilderPath } from "@vitae/schema";

/**
 * builder: framed by the builder; pages apart on its canvas, with page-break lines.
 * preview: the public page and the printer; the pages and nothing else.
 * Either answers PAGE_LOADED when framed.
 */
export type ArtboardMode = "builder" | "preview";

/** The mode a path selects: /artboard/builder is the builder, everything else previews. */
export function artboardMode(pathname: string): ArtboardMode {
  const path = pathname.replace(/\/+$/, "");
  return path === artboardBuilderPath ? "builder" : "preview";
}
