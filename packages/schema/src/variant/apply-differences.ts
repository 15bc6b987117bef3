import type { ResumeData } from "../resume/resume-data";
import { copyJson, isPlainObject, type JsonObject, type ListItem, resolvePath, type Unresolved } from "./json-value";
import { orderItems } from "./order-items";
import {
  type DroppedDifference,
  type DroppedReason,
  type VariantDifferences,
  variantLimits,
} from "./variant-differences";

export interface AppliedDifferences {
  /** The variant's effective data. */
  data: ResumeData;
  /**
   * The differences that still apply, with a note in `dropped` for each one that no longer
   * does (the master deleted what it addressed). Store these: the dropped ones are gone.
   */
  differences: VariantDifferences;
  /** The differences dropped by this call. */
  dropped: DroppedDifference[];
}

const reasons: Record<Unresolved, DroppedReason> = {
  missingItem: "masterItemDeleted",
  missingField: "masterFieldMissing",
};

function listAt(data: unknown, list: readonly string[]): { items: ListItem[]; parent: JsonObject; key: string } | Unresolved {
  const parentPath = list.slice(0, -1);
  const key = list[list.length - 1] ?? "";
  const parent = resolvePath(data, parentPath);
  if ("missing" in parent) return parent.missing;
  if (!isPlainObject(parent.value) || !Array.isArray(parent.value[key])) return "missingField";
  return { items: parent.value[key] as ListItem[], parent: parent.value, key };
}

/** The keys of every section the layout places. */
function layoutKeys(layout: string[][][]): Set<string> {
  return new Set(layout.flat(2));
}

/**
 * A variant's layout is one value; a section the master placed that it does not know of
 * (the master added it later) joins the end of its first column, so new master sections show.
 */
function keepMasterSections(data: ResumeData, master: ResumeData): void {
  const placed = layoutKeys(data.metadata.layout);
  const missing = [...layoutKeys(master.metadata.layout)].filter((key) => !placed.has(key));
  if (missing.length === 0) return;
  const firstColumn = data.metadata.layout[0]?.[0];
  if (firstColumn) firstColumn.push(...missing);
  else data.metadata.layout = [[missing]];
}

/**
 * The effective data of a variant: the master's data with the variant's differences applied
 * (master ⊕ differences). Pure: neither argument is changed. Differences that address what
 * the master no longer has are left out and reported (`dropped`); the rest always apply.
 *
 * The order: items the variant hides, items only it has, its own item orders, then field
 * overrides (so an override can address an item only the variant has).
 */
export function applyDifferences(master: ResumeData, differences: VariantDifferences): AppliedDifferences {
  const data = copyJson(master);
  const dropped: DroppedDifference[] = [];
  const kept: VariantDifferences = { overrides: [], hiddenItems: [], addedItems: [], itemOrder: [], dropped: [] };

  for (const hidden of differences.hiddenItems) {
    const list = listAt(data, hidden.list);
    const index = typeof list === "string" ? -1 : list.items.findIndex((item) => item.id === hidden.id);
    if (typeof list === "string" || index < 0) {
      dropped.push({ kind: "hiddenItem", path: [...hidden.list, hidden.id], reason: reasons[typeof list === "string" ? list : "missingItem"] });
      continue;
    }
    const item = list.items[index] as ListItem;
    // Items without a visibility switch (header custom fields) are left out instead.
    if (typeof item.visible === "boolean") item.visible = false;
    else list.items.splice(index, 1);
    kept.hiddenItems.push(hidden);
  }

  for (const added of differences.addedItems) {
    const list = listAt(data, added.list);
    if (typeof list === "string") {
      dropped.push({ kind: "addedItem", path: [...added.list, added.item.id], value: added.item, reason: reasons[list] });
      continue;
    }
    // An id the master already uses cannot be the variant's own item: the master's wins.
    if (list.items.some((item) => item.id === added.item.id)) continue;
    list.items.push(copyJson(added.item));
    kept.addedItems.push(added);
  }

  for (const order of differences.itemOrder) {
    const list = listAt(data, order.list);
    // An order of a list the master no longer has holds nothing worth telling.
    if (typeof list === "string") continue;
    list.parent[list.key] = orderItems(list.items, order.ids);
    kept.itemOrder.push(order);
  }

  for (const override of differences.overrides) {
    const parentPath = override.path.slice(0, -1);
    const key = override.path[override.path.length - 1] ?? "";
    const parent = resolvePath(data, parentPath);
    if ("missing" in parent || !isPlainObject(parent.value)) {
      const reason = reasons["missing" in parent ? parent.missing : "missingField"];
      dropped.push({ kind: "override", path: override.path, value: override.value, reason });
      continue;
    }
    // No value: the variant leaves out an optional field (or a custom section) the master has.
    if (override.value === undefined) delete parent.value[key];
    else parent.value[key] = copyJson(override.value);
    kept.overrides.push(override);
  }

  if (differences.overrides.some((override) => override.path.length === 2 && override.path[0] === "metadata" && override.path[1] === "layout")) {
    keepMasterSections(data, master);
  }

  kept.dropped = [...differences.dropped, ...dropped].slice(-variantLimits.droppedNotes);
  return { data, differences: kept, dropped };
}
