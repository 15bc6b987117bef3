import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useBuilderStore } from "@/builder/store/builder-store";
import { PanelSection } from "./panel-section";

// The list and its dialog load when the panel shows the section, not with the builder.
const VariantsList = lazy(() => import("./variants-list"));

/** The right panel's "Variants": a master lists its variants and makes new ones; a variant says whose it is. */
export function VariantsSection() {
  const { t } = useTranslation();
  const id = useBuilderStore((state) => state.meta?.id);
  const title = useBuilderStore((state) => state.meta?.title ?? "");
  const isVariant = useBuilderStore((state) => Boolean(state.meta?.masterId));
  if (!id) return null;
  return (
    <PanelSection section="variants">
      {isVariant ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("variants.list.isVariant")}</p>
      ) : (
        <Suspense fallback={<p className="text-sm text-zinc-500">{t("variants.list.loading")}</p>}>
          <VariantsList masterId={id} masterTitle={title} />
        </Suspense>
      )}
    </PanelSection>
  );
}
