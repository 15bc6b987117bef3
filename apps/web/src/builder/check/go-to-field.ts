import { type CheckTarget, type ResumeData, customSectionKey, isCustomSectionKey, sectionIds } from "@vitae/schema";
import { type LeftSectionKey, sectionElementId } from "@/builder/left/left-sections";
import { openItemDialog } from "@/builder/left/dialog/open-item-dialog";
import { fieldAttribute } from "@/builder/left/field-attribute";
import { useBuilderModeStore } from "@/builder/shell/builder-mode-store";
import { scrollInPanel } from "@/builder/shell/scroll-in-panel";
import { type ItemSectionKey, sectionItems } from "@/builder/store/section-operations";

/**
 * The left panel's block a target names: `basics`, a built-in section, or a custom section
 * given by its id (or already as `custom.<id>`). Undefined when the resume has no such section.
 */
export function targetSectionKey(target: CheckTarget, data: ResumeData): LeftSectionKey | undefined {
  const { section } = target;
  if (section === "basics" || (sectionIds as readonly string[]).includes(section)) return section as LeftSectionKey;
  const key = isCustomSectionKey(section) ? section : customSectionKey(section);
  return Object.hasOwn(data.sections.custom, key.slice("custom.".length)) ? key : undefined;
}

const focusable = 'input:not([type="hidden"]), textarea, select, button, [role="textbox"], [contenteditable="true"], [tabindex]';

/** The element to focus for `field` inside `scope`: the field's own control, or the first one inside its wrapper. */
function fieldControl(scope: ParentNode, field: string | undefined): HTMLElement | null {
  if (!field) return null;
  const element = scope.querySelector<HTMLElement>(`[${fieldAttribute}="${CSS.escape(field)}"]`);
  if (!element) return null;
  return element.matches(focusable) ? element : element.querySelector<HTMLElement>(focusable);
}

/**
 * Resolves with the first element `find` answers, trying on each frame; null after `timeoutMs`.
 * Generous, because the item form's code loads on demand and a slow connection takes a while.
 */
function waitFor<T>(find: () => T | null, timeoutMs = 10_000): Promise<T | null> {
  const deadline = performance.now() + timeoutMs;
  return new Promise((resolve) => {
    const attempt = () => {
      const found = find();
      if (found || performance.now() > deadline) resolve(found);
      else requestAnimationFrame(attempt);
    };
    attempt();
  });
}

/**
 * "Go to field": switches the builder to editing, brings the target's section into view in
 * the left panel (opening the item's dialog when the target names an item) and focuses the
 * field, or the section's first field when the target names none. Answers whether it got
 * there; false when the resume no longer has that section or item.
 */
export async function goToField(target: CheckTarget, data: ResumeData): Promise<boolean> {
  const key = targetSectionKey(target, data);
  if (!key) return false;
  const item = target.itemId && key !== "basics" && key !== "summary" ? { key: key as ItemSectionKey, id: target.itemId } : null;
  if (item && !sectionItems(data, item.key).some((candidate) => candidate.id === item.id)) return false;
  useBuilderModeStore.getState().setMode("edit");
  const section = await waitFor(() => document.getElementById(sectionElementId(key)));
  if (!section) return false;
  scrollInPanel(section);
  if (item) {
    openItemDialog(item.key, "update", item.id);
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]'));
    if (!dialog) return false;
    // The item form loads on demand after its dialog opens: wait for the field, not the dialog.
    const control =
      (target.field ? await waitFor(() => fieldControl(dialog, target.field)) : null) ?? dialog.querySelector<HTMLElement>(focusable);
    // The dialog moves focus to its first field once it has painted; take it after that.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    control?.focus();
    return true;
  }
  const control =
    fieldControl(section, target.field) ??
    section.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, [role="textbox"]') ??
    section.querySelector<HTMLElement>("h2");
  if (control?.tagName === "H2") control.tabIndex = -1;
  control?.focus({ preventScroll: true });
  return true;
}
