import { createContext, useContext } from "react";

/**
 * The few words templates print themselves (everything else on a resume is the user's own
 * text). `{page}`, `{total}`, `{level}` and `{max}` are replaced.
 */
export interface TemplateLabels {
  /** The footer of every physical page, when page numbers are on. */
  pageNumber: string;
  /** What assistive technology reads for a level's pips. */
  rating: string;
}

/**
 * The labels by language code (then by full locale where a region words it differently). A
 * language missing here prints English; add its row when its interface catalogue is added.
 */
export const templateLabelTable: Record<string, TemplateLabels> = {
  en: { pageNumber: "Page {page} of {total}", rating: "{level} of {max}" },
  de: { pageNumber: "Seite {page} von {total}", rating: "{level} von {max}" },
};

/** The labels for a locale: the locale's own, else its language's, else English. */
export function templateLabels(locale = "en"): TemplateLabels {
  const language = locale.split("-")[0]?.toLowerCase() ?? "";
  return templateLabelTable[locale] ?? templateLabelTable[language] ?? templateLabelTable.en!;
}

/** `template` with each `{name}` replaced by its value. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The labels of the resume being rendered; `ResumeDocument` provides them. */
export const TemplateLabelsContext = createContext<TemplateLabels>(templateLabels());

export function useTemplateLabels(): TemplateLabels {
  return useContext(TemplateLabelsContext);
}
