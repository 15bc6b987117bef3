import { useCallback, useRef } from "react";

/**
 * Props for a "download PDF" button that let the server render the resume ahead of the click
 * (POST …/prepare): the pointer reaching the button, or the keyboard focusing it, comes a few
 * hundred milliseconds before the click, and rendering takes less, so the click only waits for
 * Chromium to write the PDF. One request at a time; a failure is silent, the click prints anyway.
 */
export function useRenderAhead(prepare: () => Promise<unknown>): { onPointerEnter: () => void; onFocus: () => void } {
  const pending = useRef(false);
  const start = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    void prepare()
      .catch(() => undefined)
      .finally(() => {
        pending.current = false;
      });
  }, [prepare]);
  return { onPointerEnter: start, onFocus: start };
}
