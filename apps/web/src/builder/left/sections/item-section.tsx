import { Plus } from "@phosphor-icons/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { useBuilderStore } from "@/builder/store/builder-store";
import { type ItemSectionKey, findSection } from "@/builder/store/section-operations";
import { openItemDialog } from "@/builder/left/dialog/open-item-dialog";
import { ItemList, useSectionItems } from "@/builder/left/items/item-list";
import { sectionElementId } from "@/builder/left/left-sections";
import { useResumeLocked } from "@/builder/left/use-resume-locked";
import { SectionHeader } from "./section-header";

/** A section with items (built-in or custom): header, the sortable items and the add button. */
export function ItemSection({ sectionKey }: { sectionKey: ItemSectionKey }) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = useBuilderStore((state) => (state.data ? findSection(state.data, sectionKey)?.name : undefined));
  const items = useSectionItems(sectionKey);
  const locked = useResumeLocked();
  if (name === undefined) return null;
  return (
    <section id={sectionElementId(sectionKey)} aria-labelledby={headingId} className="grid scroll-mt-4 gap-3">
      <SectionHeader sectionKey={sectionKey} headingId={headingId} itemCount={items.length} />
      <ItemList sectionKey={sectionKey} />
      <Button
        variant="secondary"
        className="border-dashed"
        disabled={locked}
        aria-label={t("builderLeft.items.addTo", { section: name })}
        onClick={() => openItemDialog(sectionKey, "create")}
      >
        <Plus size={16} aria-hidden />
        {t("builderLeft.items.add")}
      </Button>
    </section>
  );
}
