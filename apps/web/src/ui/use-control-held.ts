import { useSyncExternalStore } from "react";

/*
 * "Is the Control key held right now?", shared by every password field (holding
 * Control reveals all password fields as plain text). One set of window listeners serves
 * all fields; it is attached while at least one field is mounted.
 */
let held = false;
const subscribers = new Set<() => void>();

function setHeld(next: boolean): void {
  if (held === next) return;
  held = next;
  subscribers.forEach((notify) => notify());
}

const onKeyDown = (event: KeyboardEvent) => {
  // A key pressed without the modifier means Control was released where we could not see it.
  setHeld(event.key === "Control" || event.ctrlKey);
};
const onKeyUp = (event: KeyboardEvent) => {
  if (event.key === "Control") setHeld(false);
};
// Releasing Control in another window or tab would otherwise leave the passwords visible.
const onBlur = () => setHeld(false);

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  if (subscribers.size === 1) {
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener("keyup", onKeyUp);
    window.addEventListener("blur", onBlur);
  }
  return () => {
    subscribers.delete(notify);
    if (subscribers.size > 0) return;
    window.removeEventListener("keydown", onKeyDown);
    window.removeEventListener("keyup", onKeyUp);
    window.removeEventListener("blur", onBlur);
    held = false;
  };
}

const getSnapshot = () => held;
const getServerSnapshot = () => false;

/** True while the Control key is held down in this window. */
export function useControlHeld(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
