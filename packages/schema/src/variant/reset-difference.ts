import { samePath, startsWithPath } from "./json-value";
import type { ResetTarget, VariantDifferences } from "./variant-differences";

/**
 * The differences without the ones `target` names, so that part follows the master again:
 * what the builder's "Reset to the master's value" sends back with PATCH /resume/{id}
 * `{ differences, version }`. Pure; the argument is not changed.
 *
 * - `field`: every override at or under the path (one field, all fields of an item, a
 *   section's settings, a whole design group such as `["metadata", "theme"]`);
 * - `item`: the item's overrides, its hiding and, for an item only the variant has, the item;
 * - `order`: the variant's own order of one list;
 * - `dropped`: the notes about dropped differences.
 */
export function resetDifference(differences: VariantDifferences, target: ResetTarget): VariantDifferences {
  switch (target.kind) {
    case "field":
      return { ...differences, overrides: differences.overrides.filter((override) => !startsWithPath(override.path, target.path)) };
    case "item": {
      const itemPath = [...target.list, target.id];
      return {
        ...differences,
        overrides: differences.overrides.filter((override) => !startsWithPath(override.path, itemPath)),
        hiddenItems: differences.hiddenItems.filter((hidden) => !(hidden.id === target.id && samePath(hidden.list, target.list))),
        addedItems: differences.addedItems.filter((added) => !(added.item.id === target.id && samePath(added.list, target.list))),
      };
    }
    case "order":
      return { ...differences, itemOrder: differences.itemOrder.filter((order) => !samePath(order.list, target.list)) };
    case "dropped":
      return { ...differences, dropped: [] };
  }
}
