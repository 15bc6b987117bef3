import { type RefObject, useEffect, useState } from "react";

export type NearViewportOptions = {
  /**
   * Measure against the element's nearest scrolling ancestor (a panel) instead of the
   * window: the window's margin does not reach past a panel's clipped edge, so inside a
   * panel the element would only count once it is actually visible.
   */
  withinScrollParent?: boolean;
};

/** The nearest ancestor that scrolls vertically, if any. */
function scrollParentOf(element: Element): Element | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === "auto" || overflowY === "scroll") return parent;
  }
  return null;
}

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays true).
 * Parts below the fold load their code and data only then, so the first paint pays for
 * what is on screen. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  margin = "400px",
  { withinScrollParent = false }: NearViewportOptions = {},
): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin, root: withinScrollParent ? scrollParentOf(element) : null },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, withinScrollParent]);
  return near;
}
