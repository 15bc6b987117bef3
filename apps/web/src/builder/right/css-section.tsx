import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useBuilderStore } from "../store/builder-store";
import { PanelSection } from "./panel-section";
import { SettingSwitch } from "./setting-switch";
import { useEditing } from "./use-editing";

// CodeMirror is large: its own chunk, loaded when the panel shows this section.
const CssCodeEditor = lazy(() => import("./css-code-editor").then((module) => ({ default: module.CssCodeEditor })));

/** Custom CSS: the stylesheet applied to the resume when switched on. */
export function CssSection() {
  const { t } = useTranslation();
  const { edit, locked } = useEditing();
  const css = useBuilderStore((state) => state.data?.metadata.css);
  if (!css) return null;
  return (
    <PanelSection section="css">
      <SettingSwitch
        label={t("builderRight.css.visible")}
        checked={css.visible}
        onChange={(visible) => edit((data) => void (data.metadata.css.visible = visible))}
      />
      <Suspense fallback={<p className="text-sm text-zinc-500">{t("common.loading")}</p>}>
        <CssCodeEditor
          label={t("builderRight.css.editor")}
          value={css.value}
          disabled={locked}
          onChange={(value) => edit((data) => void (data.metadata.css.value = value))}
        />
      </Suspense>
    </PanelSection>
  );
}
