import { useTranslation } from "react-i18next";
import { RichTextField } from "@/builder/rich-text/rich-text-field";
import { useBuilderStore } from "@/builder/store/builder-store";
import { DesignSetting } from "./design-setting";
import { PanelSection } from "./panel-section";
import { useEditing } from "./use-editing";

/** Notes: the owner's private notes on the resume; the public page and its PDF never carry them. */
export function NotesSection() {
  const { t } = useTranslation();
  const { edit, locked } = useEditing();
  const notes = useBuilderStore((state) => state.data?.metadata.notes);
  if (notes === undefined) return null;
  return (
    <PanelSection section="notes">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t("builderRight.notes.hint")}
      </p>
      <DesignSetting path={["metadata", "notes"]} label={t("builderRight.notes.label")}>
        <RichTextField
          id="builder-notes"
          label={t("builderRight.notes.label")}
          value={notes}
          disabled={locked}
          onChange={(html) => edit((data) => void (data.metadata.notes = html))}
        />
      </DesignSetting>
    </PanelSection>
  );
}
