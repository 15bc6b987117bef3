import { WarningCircle } from "@phosphor-icons/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { useBuilderStore } from "@/builder/store/builder-store";
import { type DroppedDescription, describeDropped } from "./describe-dropped";
import { useDismissDropped } from "./use-variant";

/**
 * In the banner of a variant whose master removed something the variant had changed: which
 * changes no longer apply, in plain words with the variant's values (to copy back), and
 * "Dismiss" once read. The notes come with the variant from the server (applyDifferences
 * writes them when the master's edit drops a difference).
 */
export function DroppedNotes() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const dropped = useBuilderStore((state) => state.meta?.differences?.dropped);
  const data = useBuilderStore((state) => state.data);
  const locked = useBuilderStore((state) => state.meta?.locked ?? false);
  const dismiss = useDismissDropped();
  const [dismissing, setDismissing] = useState(false);
  if (!dropped || dropped.length === 0 || !data) return null;

  const placeName = (place: DroppedDescription["place"]) => {
    if (place === null) return t("variants.dropped.deletedSection");
    if ("section" in place) return place.section;
    return t(place.part === "basics" ? "builderLeft.basics.title" : "builderLeft.customFields.title");
  };
  const fieldName = (description: DroppedDescription) => {
    const field = description.field ?? "";
    const own = description.place && "part" in description.place ? `builderLeft.${description.place.part}.${field}` : null;
    // Keys built from a stored path: asked for only once the catalogue is known to have them.
    for (const key of [own, `builderLeft.fields.${field}`]) if (key && i18n.exists(key)) return t(key as never);
    return field;
  };
  const sentence = (description: DroppedDescription) => {
    const place = placeName(description.place);
    if (description.kind === "hiddenItem" || description.kind === "addedItem") return t(`variants.dropped.${description.kind}`, { place });
    return t(`variants.dropped.${description.kind}`, { place, field: fieldName(description) });
  };

  return (
    <div className="grid basis-full gap-1.5 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50" data-testid="variant-dropped">
      <div className="flex flex-wrap items-start gap-2">
        <WarningCircle size={16} aria-hidden className="mt-0.5 shrink-0" />
        <p id={titleId} className="min-w-0 flex-1 font-medium">
          {t("variants.dropped.title")}
        </p>
        <Button
          size="sm"
          variant="ghost"
          disabled={locked || dismissing}
          aria-describedby={titleId}
          onClick={() => {
            setDismissing(true);
            void dismiss().finally(() => setDismissing(false));
          }}
        >
          {t("variants.dropped.dismiss")}
        </Button>
      </div>
      <ul aria-labelledby={titleId} className="grid list-disc gap-1 ps-8">
        {dropped.map((note, index) => {
          const description = describeDropped(note, data);
          return (
            <li key={`${note.kind}:${note.path.join("/")}:${index}`}>
              {sentence(description)}
              {description.value !== null && (
                <span className="block text-amber-900 dark:text-amber-200">
                  {t("variants.dropped.yourValue", { value: description.value })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
