import { versionLabel } from "@vitae/schema";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { PanelSection } from "./panel-section";

/** The project's public repository (the one whose contributors the server lists, see apps/server/src/env.ts). */
export const sourceRepositoryUrl = "https://github.com/vitae-cv/vitae";

/** Information: what the product is, where its documentation and source are; then the footer. */
export function InformationSection() {
  const { t } = useTranslation();
  return (
    <PanelSection section="information">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("builderRight.information.about")}</p>
      <ul className="grid gap-1.5">
        <InformationLink href="/docs">
          {t("builderRight.information.docs")}
        </InformationLink>
        <InformationLink href={sourceRepositoryUrl} external>
          {t("builderRight.information.source")}
        </InformationLink>
        <InformationLink href={`${sourceRepositoryUrl}/issues`} external>
          {t("builderRight.information.issues")}
        </InformationLink>
      </ul>
      <footer className="grid gap-1 pt-2 text-xs text-zinc-500 dark:text-zinc-400">
        <p>
          <Trans
            i18nKey="builderRight.information.licence"
            components={{ licence: <a className="underline" href={`${sourceRepositoryUrl}/blob/main/LICENSE`} target="_blank" rel="noreferrer" /> }}
          />
        </p>
        <p>
          <Trans
            i18nKey="builderRight.information.contributors"
            components={{ contributors: <a className="underline" href={`${sourceRepositoryUrl}/graphs/contributors`} target="_blank" rel="noreferrer" /> }}
          />
        </p>
        <p>{t("builderRight.information.version", { version: versionLabel })}</p>
      </footer>
    </PanelSection>
  );
}

function InformationLink({ href, external = false, children }: { href: string; external?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li>
      <a
        href={href}
        {...(external ? { target: "_blank", rel: "noreferrer" } : {})}
        className="inline-flex items-center gap-1 rounded-sm text-sm font-medium underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500"
      >
        {children}
        {external && <span aria-hidden>↗</span>}
        {external && <span className="sr-only">{t("builderRight.information.newTab")}</span>}
      </a>
    </li>
  );
}
