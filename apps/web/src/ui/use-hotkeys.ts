import { useEffect } from "react";

/** Shift+<key> shortcuts, e.g. { R: goToResumes }. */
export type ShiftHotkeys = Partial<Record<string, () => void>>;

// Typing a capital letter in a field must not trigger navigation.
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export function useShiftHotkeys(hotkeys: ShiftHotkeys): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.shiftKey || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (isEditable(event.target)) return;
      const action = hotkeys[event.key.toUpperCase()];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [hotkeys]);
}
