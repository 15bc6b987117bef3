import * as ContextMenu from "@radix-ui/react-context-menu";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { CopySimple, DotsThreeVertical, FolderOpen, GitBranch, LinkBreak, LockSimple, LockSimpleOpen, PencilSimple, Trash } from "@phosphor-icons/react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import type { VersionedResume } from "@/api/resume-api";
import { cacheResume } from "@/api/resume-queries";
import { toastApiError } from "@/api/toast-api-error";
import { variantApi, variantsQueryKey } from "@/api/variant-api";
import { toast } from "@/ui/toast/toast-store";
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

/** Turns a variant into an ordinary resume with the content it shows, and says so. */
async function detach(queryClient: QueryClient, resume: VersionedResume): Promise<void> {
  try {
    const detached = await variantApi.detach(resume.id);
    cacheResume(queryClient, detached);
    if (resume.masterId) await queryClient.invalidateQueries({ queryKey: variantsQueryKey(resume.masterId) });
    toast({ variant: "success", title: i18next.t("variants.detached", { title: detached.title }) });
  } catch (error) {
    toastApiError(error);
  }
}

/**
 * Open, rename, duplicate, new variant (masters) or detach (variants), lock or unlock,
 * delete: the same list in both menus.
 */
function ResumeMenuItems({ resume, parts: { Item, Separator } }: { resume: VersionedResume; parts: MenuParts }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
      {resume.masterId ? (
        <Item className={menuItemClass} onSelect={() => void detach(queryClient, resume)}>
          <LinkBreak size={16} aria-hidden />
          {t("variants.menu.detach")}
        </Item>
      ) : (
        <Item className={menuItemClass} onSelect={() => open("variant", "create", resume.id)}>
          <GitBranch size={16} aria-hidden />
          {t("variants.create.title")}
        </Item>
      )}
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
