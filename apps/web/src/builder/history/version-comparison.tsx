import type { VersionComparison as Comparison } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { WordDiff } from "./word-diff";

/** A comparison of two versions: per section the words changed and items moved or hidden, then design. */
export function VersionComparison({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation();
  if (comparison.sections.length === 0 && comparison.design.length === 0) {
    return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("history.change.none")}</p>;
  }
  return (
    <div className="grid gap-4" data-testid="version-comparison">
      {comparison.sections.map((section) => (
        <section key={section.id} className="grid gap-2" aria-label={section.id === "basics" ? t("history.change.basics") : section.name}>
          <h4 className="font-medium">{section.id === "basics" ? t("history.change.basics") : section.name}</h4>
          {section.visibility && <p className="text-sm">{t(`history.status.${section.visibility}`)}</p>}
          {section.fields.map((field) => (
            <WordDiff key={field.field} parts={field.parts} />
          ))}
          {section.items.map((item) => (
            <div key={item.id} className="grid gap-1 border-s-2 border-zinc-300 ps-2 dark:border-zinc-700">
              <p className="text-sm font-medium">
                {item.label || "—"}{" "}
                <span className="font-normal text-zinc-600 dark:text-zinc-400">
                  ({item.status.map((status) => t(`history.status.${status}`)).join(", ")})
                </span>
              </p>
              {item.fields.map((field) => (
                <WordDiff key={field.field} parts={field.parts} />
              ))}
            </div>
          ))}
        </section>
      ))}
      {comparison.design.length > 0 && (
        <section className="grid gap-1" aria-label={t("history.design")}>
          <h4 className="font-medium">{t("history.design")}</h4>
          <ul className="text-sm">
            {comparison.design.map((change) => (
              <li key={change.field}>
                <bdi>{change.field}</bdi>: <del><bdi>{change.from.slice(0, 60)}</bdi></del> → <ins><bdi>{change.to.slice(0, 60)}</bdi></ins>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
