import { Palette, Robot, ShieldCheck, Trash, UserCircle } from "@phosphor-icons/react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { userQuery } from "@/api/user-query";
import { Accordion, AccordionSection } from "@/ui/accordion";
import { PageTitle } from "@/ui/page-title";
import { AccountSection } from "@/dashboard/settings/account-section";
import { AiKeySection } from "@/dashboard/settings/ai-key-section";
import { AppearanceSection } from "@/dashboard/settings/appearance-section";
import { DeleteAccountSection } from "@/dashboard/settings/delete-account-section";
import { SecuritySection } from "@/dashboard/settings/security-section";
import { TwoFactorDialog } from "@/dashboard/settings/two-factor-dialog";

/** The section the accordion opens with. */
const initialSettingsSections = ["security"];

/** Settings (/dashboard/settings): account, security, theme and language, AI key, deletion. */
export function SettingsPage() {
  const { t } = useTranslation();
  // The route's guard has loaded the user; null only for the moment after signing out.
  const { data: user } = useQuery(userQuery);
  return (
    <div className="grid w-full max-w-3xl gap-6">
      <PageTitle title={t("dashboard.settings.title")} />
      {user && (
        <Accordion type="multiple" defaultValue={initialSettingsSections} className="grid">
          <AccordionSection
            value="account"
            title={t("settings.account.title")}
            description={t("settings.account.description")}
            icon={<UserCircle size={22} aria-hidden />}
          >
            <AccountSection user={user} />
          </AccordionSection>
          <AccordionSection
            value="security"
            title={t("settings.security.title")}
            description={t("settings.security.description")}
            icon={<ShieldCheck size={22} aria-hidden />}
          >
            <SecuritySection user={user} />
          </AccordionSection>
          <AccordionSection
            value="appearance"
            title={t("settings.appearance.title")}
            description={t("settings.appearance.description")}
            icon={<Palette size={22} aria-hidden />}
          >
            <AppearanceSection />
          </AccordionSection>
          <AccordionSection
            value="ai"
            title={t("settings.ai.title")}
            description={t("settings.ai.description")}
            icon={<Robot size={22} aria-hidden />}
          >
            <AiKeySection />
          </AccordionSection>
          <AccordionSection
            value="delete"
            title={t("settings.delete.title")}
            description={t("settings.delete.description")}
            icon={<Trash size={22} aria-hidden />}
          >
            <DeleteAccountSection />
          </AccordionSection>
        </Accordion>
      )}
      <TwoFactorDialog />
    </div>
  );
}
