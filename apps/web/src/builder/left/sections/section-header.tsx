import { Eye, EyeSlash } from "@phosphor-icons/react";
import { sectionBreaks } from "@vitae/schema";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useShallow } from "zustand/react/shallow";
import { Button } from "@/ui/button";
import { cn } from "@/ui/cn";
import { Input } from "@/ui/input";
import { useBuilderStore } from "@/builder/store/builder-store";
import { type SectionKey, findSection, renameSection, toggleSectionVisibility } from "@/builder/store/section-operations";
import { SectionIcon } from "@/builder/left/left-sections";
import { useResumeLocked } from "@/builder/left/use-resume-locked";
import { FieldMark } from "@/builder/variant/variant-gates";
import { sectionPath } from "@/builder/variant/section-paths";
import { SectionMenu } from "./section-menu";

/** The settings a section has besides its content; a variant marks them together under the heading. */
const sectionSettings = ["name", "visible", "columns", "separateLinks"] as const;

type SectionHeaderProps = {
  sectionKey: SectionKey;
  /** The id of the heading, which names the whole section. */
  headingId: string;
  itemCount?: number;
};

/** A section's heading with its visibility toggle and options menu; "Rename" turns the heading into a field. */
export function SectionHeader({ sectionKey, headingId, itemCount }: SectionHeaderProps) {
  const { t } = useTranslation();
  // What the header shows, not the section: typing its content or items must not re-render it.
  const section = useBuilderStore(
    useShallow((state) => {
      const found = state.data ? findSection(state.data, sectionKey) : undefined;
      if (!found) return undefined;
      const { keepTogether, startOnNewPage } = sectionBreaks(found);
      return { name: found.name, visible: found.visible, columns: found.columns, keepTogether, startOnNewPage };
    }),
  );
  const edit = useBuilderStore((state) => state.edit);
  const locked = useResumeLocked();
  const [renaming, setRenaming] = useState(false);
  // Set while the field is open: leaving it by Enter or Escape also blurs it, which must not finish twice.
  const renameOpen = useRef(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const menuButton = useRef<HTMLDivElement>(null);
  if (!section) return null;

  const startRename = () => {
    renameOpen.current = true;
    setRenaming(true);
  };

  const finishRename = (commit: boolean) => {
    if (!renameOpen.current) return;
    renameOpen.current = false;
    const name = nameInput.current?.value.trim() ?? "";
    // An empty name would leave the section without a heading: keep the old one.
    if (commit && name !== "" && name !== section.name) edit((data) => renameSection(data, sectionKey, name));
    setRenaming(false);
    menuButton.current?.querySelector("button")?.focus();
  };

  const onRenameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === "Escape") {
      event.preventDefault();
      finishRename(event.key === "Enter");
    }
  };

  const settingsPaths = sectionSettings.map((setting) => [...sectionPath(sectionKey), setting]);
  return (
    <>
    <header className="flex items-center gap-2">
      <SectionIcon sectionKey={sectionKey} className="shrink-0 text-zinc-500 dark:text-zinc-400" />
      {renaming ? (
        <Input
          ref={nameInput}
          defaultValue={section.name}
          aria-label={t("builderLeft.section.nameLabel")}
          className="h-8 flex-1"
          onKeyDown={onRenameKey}
          onBlur={() => finishRename(true)}
        />
      ) : (
        <h2 id={headingId} className={cn("flex-1 truncate text-lg font-semibold", !section.visible && "opacity-50")}>
          {section.name}
        </h2>
      )}
      <Button
        size="iconSm"
        variant="ghost"
        disabled={locked}
        aria-label={t(section.visible ? "builderLeft.section.hide" : "builderLeft.section.show", { name: section.name })}
        onClick={() => edit((data) => toggleSectionVisibility(data, sectionKey))}
      >
        {section.visible ? <Eye size={18} aria-hidden /> : <EyeSlash size={18} aria-hidden />}
      </Button>
      <div ref={menuButton} className="contents">
        <SectionMenu
          sectionKey={sectionKey}
          name={section.name}
          columns={section.columns}
          breaks={{ keepTogether: section.keepTogether, startOnNewPage: section.startOnNewPage }}
          itemCount={itemCount}
          disabled={locked}
          onRename={startRename}
          onCloseAutoFocus={(event) => {
            // The rename field takes focus once the menu has let it go (it traps focus while open).
            if (!renameOpen.current) return;
            event.preventDefault();
            nameInput.current?.focus();
            nameInput.current?.select();
          }}
        />
      </div>
    </header>
    <FieldMark paths={settingsPaths} label={section.name} />
    </>
  );
}
