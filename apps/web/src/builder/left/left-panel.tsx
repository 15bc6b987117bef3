import { itemSectionIds } from "@vitae/schema";
import { useBuilderStore } from "@/builder/store/builder-store";
import { BasicsSection } from "./basics/basics-section";
import { SectionDialog } from "./dialog/section-dialog";
import { AddSectionButton, CustomSections } from "./sections/custom-sections";
import { ItemSection } from "./sections/item-section";
import { SummarySection } from "./sections/summary-section";

/**
 * The builder's left panel: basics, summary, the built-in sections in their order,
 * the custom sections and the add-section button, plus the item dialogs. It edits the open
 * resume through the builder store; on a locked resume every control is disabled.
 */
export function LeftPanel() {
  const loaded = useBuilderStore((state) => state.data !== null);
  if (!loaded) return null;
  return (
    <div className="grid gap-10 p-4 pb-16 sm:p-6">
      <BasicsSection />
      <SummarySection />
      {itemSectionIds.map((key) => (
        <ItemSection key={key} sectionKey={key} />
      ))}
      <CustomSections />
      <AddSectionButton />
      <SectionDialog />
    </div>
  );
}
