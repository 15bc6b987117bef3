import { Plus } from "@phosphor-icons/react";
import { customSectionKey } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { useShallow } from "zustand/react/shallow";
import { Button } from "@/ui/button";
import { useBuilderStore } from "@/builder/store/builder-store";
import { addCustomSection } from "@/builder/store/section-operations";
import { sectionElementId } from "@/builder/left/left-sections";
import { scrollToPanelSection } from "@/builder/shell/scroll-in-panel";
import { useResumeLocked } from "@/builder/left/use-resume-locked";
import { ItemSection } from "./item-section";

/** The keys (`custom.{id}`) of the resume's custom sections, in the order they were added. */
export function useCustomSectionKeys(): `custom.${string}`[] {
  return useBuilderStore(useShallow((state) => Object.keys(state.data?.sections.custom ?? {}).map(customSectionKey)));
}

/** Every custom section, each edited like a built-in one (plus rename and delete). */
export function CustomSections() {
  const keys = useCustomSectionKeys();
  return keys.map((key) => <ItemSection key={key} sectionKey={key} />);
}

/** Adds a custom section (appended to the first column of the last page) and brings it into view. */
export function AddSectionButton() {
  const { t } = useTranslation();
  const edit = useBuilderStore((state) => state.edit);
  const locked = useResumeLocked();
  const add = () => {
    let key = "";
    edit((data) => {
      key = addCustomSection(data);
    });
    // After React has drawn it.
    requestAnimationFrame(() => scrollToPanelSection(sectionElementId(key as `custom.${string}`)));
  };
  return (
    <Button variant="secondary" size="md" disabled={locked} onClick={add} className="w-full">
      <Plus size={16} aria-hidden />
      {t("builderLeft.addSection")}
    </Button>
  );
}
