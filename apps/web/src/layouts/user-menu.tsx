import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useQuery } from "@tanstack/react-query";
import { GearSix, SignOut } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { userQuery } from "@/api/user-query";
import { useLogout } from "@/auth/use-logout";
import { Button } from "@/ui/button";
import { MenuShortcut, menuContentClass, menuItemClass } from "@/ui/menu";

/** The signed-in user's name, opening settings and sign-out (shortcuts are bound by the layout). */
export function UserMenu() {
  const { t } = useTranslation();
  const { data: user } = useQuery(userQuery);
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" className="w-full">
          {/* Fills the button, so the name starts at its start edge while the button centres.
              Named by what it shows plus what it is: a voice-control user says the name they see. */}
          <span className="flex-1 truncate text-start">{user?.name}</span>
          <span className="sr-only">{`, ${t("nav.userMenu")}`}</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content side="top" align="start" className={menuContentClass}>
          <DropdownMenu.Item
            className={menuItemClass}
            aria-keyshortcuts="Shift+S"
            onSelect={() => void navigate("/dashboard/settings")}
          >
            <GearSix size={16} aria-hidden />
            {t("nav.settings")}
            <MenuShortcut>⇧S</MenuShortcut>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} aria-keyshortcuts="Shift+Q" onSelect={() => void logout()}>
            <SignOut size={16} aria-hidden />
            {t("nav.logout")}
            <MenuShortcut>⇧Q</MenuShortcut>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
