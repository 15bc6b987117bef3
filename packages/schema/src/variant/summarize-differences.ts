import type { DifferencePath, VariantDifferences, VariantSummary } from "./variant-differences";

/** Settings every section has (`sectionSchema`), as opposed to its content. */
const sectionSettings = new Set(["name", "columns", "visible", "separateLinks"]);

/** Which count of the summary an override belongs to. */
export function overrideKind(path: DifferencePath): "fields" | "sections" | "design" {
  const [root, section, third, fourth] = path;
  // The private notes live in metadata but are content, not design.
  if (root === "metadata") return section === "notes" ? "fields" : "design";
  if (root !== "sections") return "fields";
  if (section === "custom") return path.length === 3 || (path.length === 4 && sectionSettings.has(fourth ?? "")) ? "sections" : "fields";
  return path.length === 3 && sectionSettings.has(third ?? "") ? "sections" : "fields";
}

/** What differs, counted: the variants list shows it beside each variant. */
export function summarizeDifferences(differences: VariantDifferences): VariantSummary {
  const summary: VariantSummary = {
    fields: 0,
    sections: 0,
    design: 0,
    hiddenItems: differences.hiddenItems.length,
    addedItems: differences.addedItems.length,
    reorderedLists: differences.itemOrder.length,
    dropped: differences.dropped.length,
  };
  for (const override of differences.overrides) summary[overrideKind(override.path)] += 1;
  return summary;
}
