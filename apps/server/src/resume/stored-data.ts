import type { ResumeData } from "@vitae/schema";
import { getTableColumns } from "drizzle-orm";
import { type DataChange, resumes } from "../db/schema";
import { changedPaths } from "./changed-paths";

/**
 * A resume's data is stored in two columns: `storedData`, as last written whole, and
 * `pendingChanges`, the changes made since then (db/schema.ts says why). Everything that
 * reads a resume's data selects both (`storedDataColumns`) and takes `dataOf` them;
 * everything that writes it either writes it whole (`wholeData`) or adds a save's changes
 * (`savedDataWrite`). Nothing else reads or sets either column.
 */
export interface StoredData {
  storedData: ResumeData;
  pendingChanges: DataChange[] | null;
}

/** The two columns a resume's data is made of. */
export const storedDataColumns = { storedData: resumes.storedData, pendingChanges: resumes.pendingChanges };

/** Every other column of `resumes`: what a read takes when it has the data already. */
export const { storedData: _storedData, pendingChanges: _pendingChanges, ...columnsButData } = getTableColumns(resumes);

/** A row with its stored data columns turned into the resume's `data`. */
export type WithData<Row extends StoredData> = Omit<Row, keyof StoredData> & { data: ResumeData };

/**
 * A save's changes go into `pendingChanges` until there are more than this many, or they
 * take more than `maxPendingCharacters` as JSON; the data is then written whole. Small
 * enough that the list stays in the row itself (PostgreSQL moves a row's values out of line
 * past about 2 KB) and that applying it to every read costs next to nothing.
 */
const maxPendingChanges = 32;
const maxPendingCharacters = 4096;
/** More changed places than this in one save and it writes the data whole. */
const maxChangedPaths = 16;

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] => value !== null && typeof value === "object";

/**
 * `data` with `changes` applied in order, sharing every part no change touched (`data` is
 * not changed: it may be a cached copy other requests use). A change whose parent is not
 * there is skipped; the changes a save makes are computed on the data they apply to, so
 * their parents are always there.
 */
export function applyChanges(data: ResumeData, changes: readonly DataChange[]): ResumeData {
  let root: unknown = data;
  // Containers copied by this call, which later changes may modify in place.
  const copies = new Set<unknown>();
  const copy = (container: Record<string, unknown> | unknown[]) => {
    if (copies.has(container)) return container;
    const copied = Array.isArray(container) ? [...container] : { ...container };
    copies.add(copied);
    return copied;
  };
  for (const change of changes) {
    if (change.path.length === 0 || !isContainer(root)) continue;
    root = copy(root);
    let parent = root as Record<string, unknown>;
    let reached = true;
    for (const key of change.path.slice(0, -1)) {
      const child = parent[key];
      if (!isContainer(child)) {
        reached = false;
        break;
      }
      parent = parent[key] = copy(child) as Record<string, unknown>;
    }
    if (!reached) continue;
    const last = change.path[change.path.length - 1]!;
    if ("removed" in change) {
      if (!Array.isArray(parent)) delete parent[last];
    } else if (!Array.isArray(parent) || Number(last) < parent.length) parent[last] = change.value;
  }
  return root as ResumeData;
}

/** The resume's data these columns hold. */
export function dataOf(stored: StoredData): ResumeData {
  return stored.pendingChanges?.length ? applyChanges(stored.storedData, stored.pendingChanges) : stored.storedData;
}

/** `row` with `data` in place of the two columns it is stored in. */
export function withData<Row extends StoredData>(row: Row): WithData<Row> {
  const { storedData, pendingChanges, ...rest } = row;
  return { ...rest, data: dataOf({ storedData, pendingChanges }) };
}

/** What an INSERT or UPDATE sets to write `data` whole. */
export function wholeData(data: ResumeData): StoredData {
  return { storedData: data, pendingChanges: null };
}

/** The changes of `changes` that no later one overwrites (a later change at the same place or above it). */
function stillApplying(changes: readonly DataChange[]): DataChange[] {
  const covers = (above: string[], below: string[]) => above.length <= below.length && above.every((key, index) => key === below[index]);
  return changes.filter((change, index) => !changes.slice(index + 1).some((later) => covers(later.path, change.path)));
}

/**
 * What a save sets to turn the data `before` (its version's, with `pending` the changes
 * stored for that version; undefined when they are not known) into `after`: the changes
 * added to the pending ones, or the data whole when they would be too many or not known.
 * The UPDATE must be conditional on that version, so that `pending` is what is stored.
 */
export function savedDataWrite(
  before: ResumeData,
  pending: DataChange[] | null | undefined,
  after: ResumeData,
): { write: Partial<StoredData>; pendingChanges: DataChange[] | null } {
  const changes = pending === undefined ? null : changedPaths(before, after, maxChangedPaths);
  if (changes) {
    const kept = stillApplying([...(pending ?? []), ...changes]);
    if (kept.length <= maxPendingChanges && JSON.stringify(kept).length <= maxPendingCharacters) {
      const pendingChanges = kept.length > 0 ? kept : null;
      return { write: { pendingChanges }, pendingChanges };
    }
  }
  return { write: wholeData(after), pendingChanges: null };
}
