/*
 * Undo steps for typing. Every keystroke in a builder field is an edit of the store, but undo
 * goes back a word at a time, to where the word began and without the space typed before it:
 * "Software Engineer" undoes to "Software", never to "Software " with a stray space (or
 * "Software Enginee"). A run of backspaces in one field is likewise one step.
 */

/** One text of the resume data that an edit changed, by its path. */
export type TextChange = { path: string; before: string; after: string };

const several = Symbol("several changes");

/**
 * The single string that differs between two versions of the data, which share every part the
 * edit did not touch (immer), so only the changed branch is walked. Null when nothing changed,
 * or when the edit changed anything other than exactly one string.
 */
export function changedText(before: unknown, after: unknown): TextChange | null {
  const change = walk(before, after, "");
  return change === several ? null : change;
}

function walk(before: unknown, after: unknown, path: string): TextChange | null | typeof several {
  if (before === after) return null;
  if (typeof before === "string" && typeof after === "string") return { path, before, after };
  if (!isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after)) return several;
  let found: TextChange | null = null;
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const change = walk(before[key], after[key], `${path}/${key}`);
    if (change === null) continue;
    if (change === several || found !== null) return several;
    found = change;
  }
  return found;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

type Kind = "typing" | "deleting" | "other";

function kindOf(change: TextChange): Kind {
  if (change.after.length > change.before.length && change.after.startsWith(change.before)) return "typing";
  if (change.after.length < change.before.length && change.before.startsWith(change.after)) return "deleting";
  return "other";
}

/**
 * Whether the edit `change` (null: not a single text) begins a new undo step after `previous`,
 * the edit before it. Typing on at the end of the same text continues the step, except that a
 * space typed after a word ends it: the state before the space is the one undo returns to.
 */
export function startsUndoStep(previous: TextChange | null, change: TextChange | null): boolean {
  if (previous === null || change === null || previous.path !== change.path) return true;
  const kind = kindOf(change);
  if (kind === "other" || kind !== kindOf(previous) || previous.after !== change.before) return true;
  if (kind === "deleting") return false;
  const typed = change.after.slice(change.before.length);
  return /^\s/u.test(typed) && /\S$/u.test(change.before);
}
