import { type RefObject, useEffect, useState } from "react";
import { useNearViewport } from "@/ui/use-near-viewport";

const intentEvents = ["pointermove", "pointerdown", "keydown", "wheel", "touchstart", "scroll", "focusin"] as const;

/**
 * True once the visitor shows they are going to use more of the page: `ref` nears the
 * viewport, the page is opened at a #section, or they move the pointer, touch, scroll or type.
 */
export function useIntent(ref: RefObject<Element | null>): boolean {
  const near = useNearViewport(ref, "0px");
  const [acted, setActed] = useState(() => typeof window !== "undefined" && window.location.hash.length > 1);
  useEffect(() => {
    if (acted) return;
    const act = () => setActed(true);
    for (const type of intentEvents) window.addEventListener(type, act, { once: true, passive: true });
    return () => {
      for (const type of intentEvents) window.removeEventListener(type, act);
    };
  }, [acted]);
  return near || acted;
}
