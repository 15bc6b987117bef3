import type { ResumeData } from "../resume/resume-data";
import { areItemLists, isPlainObject, jsonEqual, type JsonObject, type ListItem } from "./json-value";
import { type DroppedDifference, emptyDifferences, type VariantDifferences } from "./variant-differences";

function compareLists(master: ListItem[], variant: ListItem[], list: string[], out: VariantDifferences): void {
  const variantById = new Map(variant.map((item) => [item.id, item]));
  const masterIds = new Set(master.map((item) => item.id));
  for (const masterItem of master) {
    const variantItem = variantById.get(masterItem.id);
    if (variantItem === undefined) {
      // A master item cannot be deleted from a variant, only hidden there: the master owns it.
      out.hiddenItems.push({ list, id: masterItem.id });
      continue;
    }
    const hides = masterItem.visible !== false && variantItem.visible === false;
    if (hides) out.hiddenItems.push({ list, id: masterItem.id });
    compareValues(masterItem, hides ? { ...variantItem, visible: masterItem.visible } : variantItem, [...list, masterItem.id], out);
  }
  const added = variant.filter((item) => !masterIds.has(item.id));
  for (const item of added) out.addedItems.push({ list, item });

  // Without an order of its own, a variant lists the master's items (the ones it left out
  // come back hidden) and then its own, as they were added.
  const variantIds = variant.map((item) => item.id);
  const arranged = [...master.filter((item) => variantById.has(item.id)), ...added].map((item) => item.id);
  if (!variantIds.every((id, index) => arranged[index] === id)) out.itemOrder.push({ list, ids: variantIds });
}

function compareObjects(master: JsonObject, variant: JsonObject, path: string[], out: VariantDifferences): void {
  for (const key of Object.keys(master)) {
    if (master[key] === undefined) continue;
    if (variant[key] === undefined) out.overrides.push({ path: [...path, key] });
    else compareValues(master[key], variant[key], [...path, key], out);
  }
  for (const key of Object.keys(variant)) {
    if (variant[key] !== undefined && master[key] === undefined) out.overrides.push({ path: [...path, key], value: variant[key] });
  }
}

function compareValues(master: unknown, variant: unknown, path: string[], out: VariantDifferences): void {
  if (jsonEqual(master, variant)) return;
  if (isPlainObject(master) && isPlainObject(variant)) compareObjects(master, variant, path, out);
  else if (areItemLists(master, variant)) compareLists(master, variant as ListItem[], path, out);
  else out.overrides.push({ path, value: variant });
}

/**
 * The differences that turn the master's data into the variant's: what PATCH stores when a
 * variant is saved with `data`. Fields equal to the master's are not overrides, so they follow
 * the master from then on. `previous` carries over the notes of dropped differences.
 *
 * `applyDifferences(master, extractDifferences(master, variant)).data` is `variant`, except
 * that a master item missing from `variant` comes back hidden (a variant cannot delete the
 * master's items) and a section the variant's layout does not place is placed again.
 */
export function extractDifferences(
  master: ResumeData,
  variant: ResumeData,
  previous?: { dropped: DroppedDifference[] },
): VariantDifferences {
  const out = emptyDifferences();
  compareValues(master, variant, [], out);
  out.dropped = previous ? [...previous.dropped] : [];
  return out;
}
