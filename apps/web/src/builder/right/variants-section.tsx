import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNearViewport } from "@/ui/use-near-viewport";
import { useBuilderStore } from "@/builder/store/builder-store";
import { PanelSection } from "./panel-section";
import { withCatalogueParts } from "@/i18n/load-catalogue-part";

// The list and its dialog load when the section comes near the visible part of the design
// panel, not with the builder.
const VariantsList = lazy(() => withCatalogueParts(["variants"], () => import("./variants-list")));

/** The right panel's "Variants": a master lists its variants and makes new ones; a variant says whose it is. */
export function VariantsSection() {
  const { t } = useTranslation();
  const id = useBuilderStore((state) => state.meta?.id);
  const title = useBuilderStore((state) => state.meta?.title ?? "");
  const isVariant = useBuilderStore((state) => Boolean(state.meta?.masterId));
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, "400px", { withinScrollParent: true });
  if (!id) return null;
  const loading = <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("variants.list.loading")}</p>;
  return (
    <PanelSection section="variants">
      <div ref={anchor}>
        {isVariant ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("variants.list.isVariant")}</p>
        ) : near ? (
          <Suspense fallback={loading}>
            <VariantsList masterId={id} masterTitle={title} />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </PanelSection>
  );
}
