import { Plus, X } from "@phosphor-icons/react";
import { type CustomField, defaultCustomField, withNewId } from "@vitae/schema";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { DragHandle, SortableList, SortableRow } from "@/ui/sortable-list";
import { useBuilderStore } from "@/builder/store/builder-store";
import { useResumeLocked } from "@/builder/left/use-resume-locked";

// Inputs are named by position: a name that changed with every keystroke would confuse.
const parts = [
  { part: "icon", label: "builderLeft.customFields.iconOf", className: "w-24 shrink-0" },
  { part: "name", label: "builderLeft.customFields.nameOf", className: undefined },
  { part: "value", label: "builderLeft.customFields.valueOf", className: undefined },
] as const;

// A stable empty list for the store selector.
const noFields: CustomField[] = [];

/** The extra header lines of the basics: icon, name and value; add, remove, drag to reorder. */
export function CustomFields() {
  const { t } = useTranslation();
  const fields = useBuilderStore((state) => state.data?.basics.customFields ?? noFields);
  const edit = useBuilderStore((state) => state.edit);
  const locked = useResumeLocked();
  const fieldName = useCallback(
    (id: string) => {
      const index = fields.findIndex((field) => field.id === id);
      return fields[index]?.name || t("builderLeft.customFields.unnamed", { position: index + 1 });
    },
    [fields, t],
  );

  const change = (id: string, patch: Partial<Omit<CustomField, "id">>) =>
    edit((data) => {
      const field = data.basics.customFields.find((candidate) => candidate.id === id);
      if (field) Object.assign(field, patch);
    });

  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{t("builderLeft.customFields.title")}</h3>
      <SortableList
        ids={fields.map((field) => field.id)}
        itemName={fieldName}
        onMove={(from, to) =>
          edit((data) => {
            const [moved] = data.basics.customFields.splice(from, 1);
            if (moved) data.basics.customFields.splice(to, 0, moved);
          })
        }
      >
        {fields.map((field, index) => {
          const name = fieldName(field.id);
          const position = index + 1;
          return (
            <SortableRow key={field.id} id={field.id} disabled={locked}>
              {(handle) => (
                <div className="flex items-center gap-1.5">
                  <DragHandle label={t("builderLeft.customFields.move", { name })} handle={handle} disabled={locked} />
                  {parts.map(({ part, label, className }) => (
                    <Input
                      key={part}
                      className={className}
                      value={field[part]}
                      disabled={locked}
                      placeholder={t(`builderLeft.customFields.${part}`)}
                      aria-label={t(label, { position })}
                      onChange={(event) => change(field.id, { [part]: event.target.value })}
                    />
                  ))}
                  <Button
                    size="iconSm"
                    variant="ghost"
                    className="shrink-0"
                    disabled={locked}
                    aria-label={t("builderLeft.customFields.remove", { name })}
                    onClick={() =>
                      edit((data) => {
                        data.basics.customFields = data.basics.customFields.filter((candidate) => candidate.id !== field.id);
                      })
                    }
                  >
                    <X size={16} aria-hidden />
                  </Button>
                </div>
              )}
            </SortableRow>
          );
        })}
      </SortableList>
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start"
        disabled={locked}
        onClick={() =>
          edit((data) => {
            data.basics.customFields.push(withNewId(defaultCustomField));
          })
        }
      >
        <Plus size={16} aria-hidden />
        {t("builderLeft.customFields.add")}
      </Button>
    </div>
  );
}
