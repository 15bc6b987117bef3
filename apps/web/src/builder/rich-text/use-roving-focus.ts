import { type FocusEvent, type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from "react";

const enabledButtons = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLButtonElement>("button:not(:disabled)"));

/** Makes `stop` the toolbar's only tabbable button. */
function setTabStop(container: HTMLElement, stop: HTMLButtonElement | undefined): void {
  for (const button of container.querySelectorAll("button")) button.tabIndex = button === stop ? 0 : -1;
}

/**
 * Roving focus for a toolbar (WAI-ARIA toolbar pattern): the toolbar is one tab stop and
 * the arrow keys, Home and End move between its buttons, so a form with several rich-text
 * fields does not cost a dozen tab presses per field. Spread the result on the toolbar.
 */
export function useRovingFocus(container: RefObject<HTMLElement | null>): {
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: (event: FocusEvent) => void;
} {
  const last = useRef<HTMLButtonElement | null>(null);

  // After every render (buttons appear, disappear or get disabled) exactly one enabled
  // button is tabbable: the last focused one if it still can be, else the first.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const buttons = enabledButtons(element);
    setTabStop(element, buttons.find((button) => button === last.current) ?? buttons[0]);
  });

  const onFocus = (event: FocusEvent) => {
    const element = container.current;
    // Focus inside a portalled popover or menu bubbles here too; only the toolbar's own buttons count.
    if (!element || !(event.target instanceof HTMLButtonElement) || !element.contains(event.target)) return;
    last.current = event.target;
    setTabStop(element, event.target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const element = container.current;
    if (!element || !(event.target instanceof HTMLButtonElement)) return;
    const buttons = enabledButtons(element);
    const index = buttons.indexOf(event.target);
    if (index === -1) return;
    const forward = getComputedStyle(element).direction === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = forward === "ArrowRight" ? "ArrowLeft" : "ArrowRight";
    const targets: Record<string, HTMLButtonElement | undefined> = {
      [forward]: buttons[(index + 1) % buttons.length],
      [backward]: buttons[(index - 1 + buttons.length) % buttons.length],
      Home: buttons[0],
      End: buttons[buttons.length - 1],
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return { onKeyDown, onFocus };
}
