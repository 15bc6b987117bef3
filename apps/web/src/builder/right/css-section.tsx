import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNearViewport } from "@/ui/use-near-viewport";
import { useBuilderStore } from "@/builder/store/builder-store";
import { DesignSetting } from "./design-setting";
import { PanelSection } from "./panel-section";
import { SettingSwitch } from "./setting-switch";
import { useEditing } from "./use-editing";

// CodeMirror is large (a third of the builder's JavaScript): its own chunk, loaded once the
// section scrolls near the panel's view, not with the builder.
const CssCodeEditor = lazy(() => import("./css-code-editor").then((module) => ({ default: module.CssCodeEditor })));

/** Custom CSS: the stylesheet applied to the resume when switched on. */
export function CssSection() {
  const { t } = useTranslation();
  const { edit, locked } = useEditing();
  const css = useBuilderStore((state) => state.data?.metadata.css);
  const editorBox = useRef<HTMLDivElement>(null);
  const near = useNearViewport(editorBox, "200px", { withinScrollParent: true });
  if (!css) return null;
  const loading = <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("common.loading")}</p>;
  return (
    <PanelSection section="css">
      <SettingSwitch
        path={["metadata", "css", "visible"]}
        label={t("builderRight.css.visible")}
        checked={css.visible}
        onChange={(visible) => edit((data) => void (data.metadata.css.visible = visible))}
      />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("builderRight.css.addressesRemoved")}</p>
      <DesignSetting path={["metadata", "css", "value"]} label={t("builderRight.css.editor")}>
        <div ref={editorBox}>
          {near ? (
            <Suspense fallback={loading}>
              <CssCodeEditor
                label={t("builderRight.css.editor")}
                value={css.value}
                disabled={locked}
                onChange={(value) => edit((data) => void (data.metadata.css.value = value))}
              />
            </Suspense>
          ) : (
            loading
          )}
        </div>
      </DesignSetting>
    </PanelSection>
  );
}
