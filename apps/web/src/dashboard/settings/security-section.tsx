import { ShieldCheck } from "@phosphor-icons/react";
import type { User } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { useDialogStore } from "@/ui/dialog-store";
import { ChangePasswordForm } from "./change-password-form";

/** Password and two-factor authentication. */
export function SecuritySection({ user }: { user: User }) {
  const { t } = useTranslation();
  const openDialog = useDialogStore((state) => state.open);
  return (
    <div className="grid max-w-xl gap-8">
      <ChangePasswordForm user={user} />
      <section aria-labelledby="two-factor-heading" className="grid gap-3">
        <h3 id="two-factor-heading" className="flex items-center gap-2 font-medium">
          <ShieldCheck size={18} aria-hidden />
          {t("settings.security.twoFactorTitle")}
        </h3>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {user.twoFactorEnabled ? t("settings.security.twoFactorOn") : t("settings.security.twoFactorOff")}
        </p>
        {user.twoFactorEnabled ? (
          <Button variant="secondary" className="justify-self-start" onClick={() => openDialog("two-factor", "delete")}>
            {t("settings.security.disableTwoFactor")}
          </Button>
        ) : (
          <Button className="justify-self-start" onClick={() => openDialog("two-factor", "create")}>
            {t("settings.security.enableTwoFactor")}
          </Button>
        )}
      </section>
    </div>
  );
}
