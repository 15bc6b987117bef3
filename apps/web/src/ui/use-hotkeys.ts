import { useEffect } from "react";

/** <modifier>+<key> shortcuts, e.g. { R: goToResumes }; keys are matched case-insensitively. */
export type Hotkeys = Partial<Record<string, () => void>>;

// Typing a capital letter in a field must not trigger navigation.
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

// A shortcut pressed inside an open dialog or menu belongs to it (menus search by typed
// letters); acting on the page behind it would leave the dialog over a different screen.
function isInsideOverlay(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null;
}

type Modifier = "shift" | "control";

function matchesModifier(event: KeyboardEvent, modifier: Modifier): boolean {
  if (event.metaKey || event.altKey) return false;
  return modifier === "shift" ? event.shiftKey && !event.ctrlKey : event.ctrlKey && !event.shiftKey;
}

function useModifierHotkeys(modifier: Modifier, hotkeys: Hotkeys): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.defaultPrevented || !matchesModifier(event, modifier)) return;
      if (isEditable(event.target) || isInsideOverlay(event.target)) return;
      const action = hotkeys[event.key.toUpperCase()];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [modifier, hotkeys]);
}

/** Shift+<key> shortcuts (the dashboard's navigation); pass a stable (memoised) map. */
export function useShiftHotkeys(hotkeys: Hotkeys): void {
  useModifierHotkeys("shift", hotkeys);
}

/** Control+<key> shortcuts (the dashboard's ^N and ^I); pass a stable (memoised) map. */
export function useControlHotkeys(hotkeys: Hotkeys): void {
  useModifierHotkeys("control", hotkeys);
}
