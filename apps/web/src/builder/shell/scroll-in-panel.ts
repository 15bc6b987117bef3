/** Marks a builder panel's own scroll area; {@link scrollInPanel} scrolls nothing outside it. */
export const panelScrollAttribute = "data-panel-scroll";

/**
 * Brings an element to the top of the builder panel it sits in, scrolling that panel only.
 * `scrollIntoView` would also scroll every scrollable ancestor (the shell, the document),
 * moving the header and the other panels; the builder is a fixed shell, so we scroll the
 * one container ourselves.
 */
export function scrollInPanel(element: HTMLElement, options: { smooth?: boolean } = {}): void {
  const panel = element.closest<HTMLElement>(`[${panelScrollAttribute}]`);
  if (!panel) return;
  const top = element.getBoundingClientRect().top - panel.getBoundingClientRect().top + panel.scrollTop;
  const reduceMotion = typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  panel.scrollTo({ top: Math.max(0, top), behavior: options.smooth && !reduceMotion ? "smooth" : "auto" });
}

/** {@link scrollInPanel} for the element with this id, if it is on the page. */
export function scrollToPanelSection(id: string, options: { smooth?: boolean } = {}): HTMLElement | null {
  const element = document.getElementById(id);
  if (element) scrollInPanel(element, options);
  return element;
}
