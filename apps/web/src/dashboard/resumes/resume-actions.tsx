import * as ContextMenu from "@radix-ui/react-context-menu";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { CopySimple, DotsThreeVertical, FolderOpen, LockSimple, LockSimpleOpen, PencilSimple, Trash } from "@phosphor-icons/react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { VersionedResume } from "@/api/resume-api";
import { Button } from "@/ui/button";
import { cn } from "@/ui/cn";
import { useDialogStore } from "@/ui/dialog-store";
import { menuContentClass, menuDangerItemClass, menuItemClass, menuSeparatorClass } from "@/ui/menu";

type ItemProps = { className?: string; onSelect?: (event: Event) => void; children?: ReactNode };

/** The menu primitives the items are rendered with: the dropdown's or the context menu's. */
type MenuParts = { Item: ComponentType<ItemProps>; Separator: ComponentType<{ className?: string }> };

/** Marks the actions button of a resume, so a closing dialog can give it focus back. */
export const actionsAttribute = "data-resume-actions";

/** After a dialog about `id` closes, focus returns to that resume's actions button when it still exists. */
export function focusResumeActions(event: Event, id: string | undefined): void {
  const trigger = id ? document.querySelector<HTMLElement>(`[${actionsAttribute}="${CSS.escape(id)}"]`) : null;
  if (!trigger) return;
  event.preventDefault();
  trigger.focus();
}

// While a dialog opened from the menu is up it owns focus; the menu must not pull it back to its trigger.
const keepFocusInDialog = (event: Event) => {
  if (useDialogStore.getState().dialog) event.preventDefault();
};

/** Open, rename, duplicate, lock or unlock, delete: the same list in both menus. */
function ResumeMenuItems({ resume, parts: { Item, Separator } }: { resume: VersionedResume; parts: MenuParts }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useDialogStore((state) => state.open);
  return (
    <>
      <Item className={menuItemClass} onSelect={() => void navigate(`/builder/${resume.id}`)}>
        <FolderOpen size={16} aria-hidden />
        {t("dashboard.resumes.menu.open")}
      </Item>
      <Item className={menuItemClass} onSelect={() => open("resume", "update", resume.id)}>
        <PencilSimple size={16} aria-hidden />
        {t("dashboard.resumes.menu.rename")}
      </Item>
      <Item className={menuItemClass} onSelect={() => open("resume", "duplicate", resume.id)}>
        <CopySimple size={16} aria-hidden />
        {t("dashboard.resumes.menu.duplicate")}
      </Item>
      <Item className={menuItemClass} onSelect={() => open("lock", resume.locked ? "update" : "create", resume.id)}>
        {resume.locked ? <LockSimpleOpen size={16} aria-hidden /> : <LockSimple size={16} aria-hidden />}
        {resume.locked ? t("dashboard.resumes.menu.unlock") : t("dashboard.resumes.menu.lock")}
      </Item>
      <Separator className={menuSeparatorClass} />
      <Item className={menuDangerItemClass} onSelect={() => open("resume", "delete", resume.id)}>
        <Trash size={16} aria-hidden />
        {t("dashboard.resumes.menu.delete")}
      </Item>
    </>
  );
}

const dropdownParts: MenuParts = { Item: DropdownMenu.Item, Separator: DropdownMenu.Separator };
const contextParts: MenuParts = { Item: ContextMenu.Item, Separator: ContextMenu.Separator };

/** The "⋮" button of a resume card or row and its menu; reachable with Tab, opened with Enter, Space or ↓. */
export function ResumeActionsMenu({ resume, className }: { resume: VersionedResume; className?: string }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="secondary"
          size="iconSm"
          className={cn("shadow-sm", className)}
          aria-label={t("dashboard.resumes.menu.label", { title: resume.title })}
          {...{ [actionsAttribute]: resume.id }}
        >
          <DotsThreeVertical size={18} weight="bold" aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" className={menuContentClass} onCloseAutoFocus={keepFocusInDialog}>
          <ResumeMenuItems resume={resume} parts={dropdownParts} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The same actions on right-click (or the context-menu key) anywhere on the card. */
export function ResumeContextMenu({ resume, children }: { resume: VersionedResume; children: ReactNode }) {
  return (
    <ContextMenu.Root>
      <ContextMenu.Trigger asChild>{children}</ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content className={menuContentClass} onCloseAutoFocus={keepFocusInDialog}>
          <ResumeMenuItems resume={resume} parts={contextParts} />
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
