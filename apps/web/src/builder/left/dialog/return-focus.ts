/**
 * Where focus goes back when an item dialog closes: the control that opened it. The dialogs
 * open from a store rather than from a Radix trigger, so Radix cannot know that control; and
 * when it was an item of a dropdown menu (Edit, Duplicate, Delete), that item is gone by
 * then, so the menu's own button stands in for it.
 */
let opener: HTMLElement | null = null;

/** Remembers the control that has focus now, as the one opening a dialog. */
export function rememberOpener(active: Element | null = document.activeElement): void {
  const menu = active?.closest<HTMLElement>('[role="menu"]');
  const menuButton = menu?.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
  opener = menuButton ?? (active instanceof HTMLElement && active !== document.body ? active : null);
}

/**
 * For a dialog's `onCloseAutoFocus`: focuses the remembered opener when it is still on the
 * page (and tells Radix not to move focus itself); otherwise leaves it to Radix.
 */
export function returnFocusToOpener(event: Event): void {
  const target = opener;
  opener = null;
  if (!target?.isConnected) return;
  event.preventDefault();
  target.focus();
}
