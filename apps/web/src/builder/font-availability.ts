import { useQuery } from "@tanstack/react-query";
import { serviceFontCssUrl } from "@/artboard/fonts";
import { useBuilderStore } from "@/builder/store/builder-store";

/**
 * Whether the font service delivers the CSS at `url` (the same address the artboard links).
 * It answers 503 within a few seconds when Google Fonts cannot be reached, and 404 for a
 * family it does not have; either way the artboard draws and prints the fallback font.
 */
async function fontCssLoads(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * The chosen font family when it cannot be loaded, so the typography panel and the preview can
 * say that a fallback font is shown (and printed); null while it loads, once it has, and for
 * the self-hosted quick fonts, which always load.
 */
export function useUnavailableFontFamily(): string | null {
  const font = useBuilderStore((state) => state.data?.metadata.typography.font);
  const url = font ? serviceFontCssUrl({ font }) : null;
  const { data: loads } = useQuery({
    queryKey: ["font-css", url],
    queryFn: () => fontCssLoads(url ?? ""),
    enabled: url !== null,
    // The service keeps a failure for a while too; ask again when the family is chosen again later.
    staleTime: 30_000,
    retry: false,
  });
  return font && url !== null && loads === false ? font.family : null;
}
