import type { ListItem } from "./json-value";

/**
 * `items` in the order `ids` gives. An item `ids` does not name (one the master added after
 * the variant chose its order) goes right after the item before it in `items`, the master's
 * order, or first when none is before it: new entries show up where the master put them.
 */
export function orderItems<Item extends ListItem>(items: readonly Item[], ids: readonly string[]): Item[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const result: Item[] = [];
  const placed = new Set<string>();
  for (const id of ids) {
    const item = byId.get(id);
    if (item === undefined || placed.has(id)) continue;
    result.push(item);
    placed.add(id);
  }
  items.forEach((item, index) => {
    if (placed.has(item.id)) return;
    const before = index > 0 ? items[index - 1]?.id : undefined;
    const at = before === undefined ? -1 : result.findIndex((entry) => entry.id === before);
    result.splice(at + 1, 0, item);
    placed.add(item.id);
  });
  return result;
}
