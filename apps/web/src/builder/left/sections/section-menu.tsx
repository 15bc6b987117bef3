import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ArrowCounterClockwise, Broom, DotsThreeVertical, PencilSimple, Trash } from "@phosphor-icons/react";
import { type SectionBreaks, isCustomSectionKey, limits } from "@vitae/schema";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { menuContentClass, menuDangerItemClass, menuItemClass, menuSeparatorClass } from "@/ui/menu";
import { useBuilderStore } from "@/builder/store/builder-store";
import {
  type SectionKey,
  clearSectionItems,
  defaultSectionName,
  removeCustomSection,
  renameSection,
  setSectionBreak,
  setSectionColumns,
} from "@/builder/store/section-operations";

const menuLabelClass = "px-2 py-1 text-xs font-medium text-zinc-500 dark:text-zinc-400";

const columnChoices = Array.from(
  { length: limits.sectionColumnsMax - limits.sectionColumnsMin + 1 },
  (_, index) => limits.sectionColumnsMin + index,
);

type SectionMenuProps = {
  sectionKey: SectionKey;
  name: string;
  columns: number;
  /** Keep together, start on a new page. */
  breaks: SectionBreaks;
  /** How many items the section holds; undefined for the summary, which has none to clear. */
  itemCount: number | undefined;
  disabled: boolean;
  onRename: () => void;
  /** Lets the header keep focus in the rename field instead of the menu button. */
  onCloseAutoFocus: (event: Event) => void;
};

/** The page-break choices, in the order the menu lists them. */
const breakChoices = [
  { choice: "keepTogether", label: "builderLeft.section.keepTogether" },
  { choice: "startOnNewPage", label: "builderLeft.section.startOnNewPage" },
] as const;

/**
 * A section's options: rename, reset the name, columns 1–5, page breaks (keep together, start
 * on a new page), clear the items, delete (custom only).
 */
export function SectionMenu({ sectionKey, name, columns, breaks, itemCount, disabled, onRename, onCloseAutoFocus }: SectionMenuProps) {
  const { t } = useTranslation();
  const edit = useBuilderStore((state) => state.edit);
  const defaultName = defaultSectionName(sectionKey);
  const menuId = useId();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="iconSm" disabled={disabled} aria-label={t("builderLeft.section.options", { name })}>
          <DotsThreeVertical size={18} weight="bold" aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" className={menuContentClass} onCloseAutoFocus={onCloseAutoFocus}>
          <DropdownMenu.Item className={menuItemClass} onSelect={onRename}>
            <PencilSimple size={16} aria-hidden />
            {t("builderLeft.section.rename")}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={menuItemClass}
            disabled={name === defaultName}
            onSelect={() => edit((data) => renameSection(data, sectionKey, defaultName))}
          >
            <ArrowCounterClockwise size={16} aria-hidden />
            {t("builderLeft.section.resetName", { name: defaultName })}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={menuSeparatorClass} />
          <DropdownMenu.Label className={menuLabelClass}>
            {t("builderLeft.section.columns")}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={String(columns)}
            onValueChange={(value) => edit((data) => setSectionColumns(data, sectionKey, Number(value)))}
          >
            {columnChoices.map((count) => (
              <DropdownMenu.RadioItem key={count} value={String(count)} className={menuItemClass}>
                <span className="w-4" aria-hidden>
                  <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                </span>
                {t("builderLeft.section.columnCount", { count })}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className={menuSeparatorClass} />
          <DropdownMenu.Group aria-labelledby={`${menuId}-breaks`}>
            <DropdownMenu.Label id={`${menuId}-breaks`} className={menuLabelClass}>
              {t("builderLeft.section.pageBreaks")}
            </DropdownMenu.Label>
            {breakChoices.map(({ choice, label }) => (
              <DropdownMenu.CheckboxItem
                key={choice}
                className={menuItemClass}
                checked={breaks[choice]}
                onCheckedChange={(checked) => edit((data) => setSectionBreak(data, sectionKey, choice, checked))}
              >
                <span className="w-4" aria-hidden>
                  <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                </span>
                {t(label)}
              </DropdownMenu.CheckboxItem>
            ))}
          </DropdownMenu.Group>
          {(itemCount !== undefined || isCustomSectionKey(sectionKey)) && (
            <DropdownMenu.Separator className={menuSeparatorClass} />
          )}
          {itemCount !== undefined && sectionKey !== "summary" && (
            <DropdownMenu.Item
              className={menuDangerItemClass}
              disabled={itemCount === 0}
              onSelect={() => edit((data) => clearSectionItems(data, sectionKey))}
            >
              <Broom size={16} aria-hidden />
              {t("builderLeft.section.clear")}
            </DropdownMenu.Item>
          )}
          {isCustomSectionKey(sectionKey) && (
            <DropdownMenu.Item
              className={menuDangerItemClass}
              onSelect={() => edit((data) => void removeCustomSection(data, sectionKey))}
            >
              <Trash size={16} aria-hidden />
              {t("builderLeft.section.delete")}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
