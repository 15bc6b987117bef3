import type { HistoryVersion } from "@vitae/schema";
import type { TFunction } from "i18next";

const designAreas = ["template", "layout", "page", "theme", "typography", "css"] as const;
type DesignArea = (typeof designAreas)[number];

/** Which design section of the right panel names a changed design field. */
function designArea(field: string): DesignArea {
  const area = field.split(".")[0] ?? field;
  return designAreas.find((known) => known === area) ?? "page";
}

/** A version's change in a line, e.g. "+2 items in Experience, Summary edited, Template → onyx". */
export function describeChange(t: TFunction, version: HistoryVersion): string {
  const { summary } = version;
  if (!summary.compared) return t("history.change.first");
  const parts: string[] = [];
  for (const section of summary.sections) {
    const name = section.id === "basics" ? t("history.change.basics") : section.name;
    if (section.added) parts.push(t("history.change.added", { number: section.added, section: name }));
    if (section.removed) parts.push(t("history.change.removed", { number: section.removed, section: name }));
    if (section.edited || section.textEdited) parts.push(t("history.change.edited", { section: name }));
    if (section.moved) parts.push(t("history.change.moved", { section: name }));
    if (section.hidden || section.visibility === "hidden") parts.push(t("history.change.hidden", { section: name }));
    if (section.shown || section.visibility === "shown") parts.push(t("history.change.shown", { section: name }));
  }
  const areas = new Set<DesignArea>();
  for (const change of summary.design) {
    const area = designArea(change.field);
    if (change.field === "template" && change.to) parts.push(`${t("builderRight.sections.template")} → ${change.to}`);
    else if (!areas.has(area)) parts.push(t("history.change.edited", { section: t(`builderRight.sections.${area}`) }));
    areas.add(area);
  }
  return parts.length > 0 ? parts.join(", ") : t("history.change.none");
}
