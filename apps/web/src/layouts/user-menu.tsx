import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useQuery } from "@tanstack/react-query";
import { GearSix, SignOut } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { userQuery } from "../api/user-query";
import { useLogout } from "../auth/use-logout";
import { Button } from "../ui/button";

const itemClass =
  "flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800";

/** The signed-in user's name, opening settings and sign-out (shortcuts are bound by the layout). */
export function UserMenu() {
  const { t } = useTranslation();
  const { data: user } = useQuery(userQuery);
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" className="w-full justify-start truncate" aria-label={t("nav.userMenu")}>
          {user?.name}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          className="z-50 min-w-48 rounded-md border border-zinc-200 bg-white p-1 text-zinc-900 shadow-md dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate("/dashboard/settings")}>
            <GearSix size={16} aria-hidden />
            {t("nav.settings")}
            <kbd className="ml-auto text-xs opacity-60">⇧S</kbd>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
            <SignOut size={16} aria-hidden />
            {t("nav.logout")}
            <kbd className="ml-auto text-xs opacity-60">⇧Q</kbd>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
