import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";

/** The builder's three regions, each a focus target of a skip link. */
export const builderRegionIds = { content: "builder-content", preview: "builder-preview", design: "builder-design" } as const;

export type BuilderRegion = keyof typeof builderRegionIds;

const linkClass =
  "sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-zinc-900 focus:shadow-lg";

/**
 * Links, visible only when focused, straight to the content panel, the preview and the design
 * panel: otherwise a keyboard reaches the preview's toolbar after ~150 Tab presses. Each
 * moves focus into its region, so the next Tab continues there. On small screens the panels
 * are sheets: `onOpen` opens the one named before its region takes focus.
 */
export function BuilderSkipLinks({ onOpen }: { onOpen?: (region: BuilderRegion) => void }) {
  const { t } = useTranslation();
  const go = (region: BuilderRegion) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpen?.(region);
    // A sheet opens on the next frame; its region exists only then.
    requestAnimationFrame(() => document.getElementById(builderRegionIds[region])?.focus({ preventScroll: true }));
  };
  const links = [
    ["content", t("builder.skipToEditor")],
    ["preview", t("builder.skipToPreview")],
    ["design", t("builder.skipToDesign")],
  ] as const;
  return (
    <>
      {links.map(([region, label]) => (
        <a key={region} href={`#${builderRegionIds[region]}`} onClick={go(region)} className={linkClass}>
          {label}
        </a>
      ))}
    </>
  );
}
