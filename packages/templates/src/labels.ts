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
 * The labels by language code, or by full locale where a region words it differently
 * (zh-TW). Every interface language has its row (checked by labels.test.ts against the
 * language list); a locale outside the list prints English.
 */
export const templateLabelTable: Record<string, TemplateLabels> = {
  en: { pageNumber: "Page {page} of {total}", rating: "{level} of {max}" },
  af: { pageNumber: "Bladsy {page} van {total}", rating: "{level} van {max}" },
  am: { pageNumber: "ገጽ {page} ከ{total}", rating: "{level} ከ{max}" },
  ar: { pageNumber: "الصفحة {page} من {total}", rating: "{level} من {max}" },
  bg: { pageNumber: "Страница {page} от {total}", rating: "{level} от {max}" },
  bn: { pageNumber: "পৃষ্ঠা {page} / {total}", rating: "{level} / {max}" },
  ca: { pageNumber: "Pàgina {page} de {total}", rating: "{level} de {max}" },
  cs: { pageNumber: "Strana {page} z {total}", rating: "{level} z {max}" },
  da: { pageNumber: "Side {page} af {total}", rating: "{level} af {max}" },
  de: { pageNumber: "Seite {page} von {total}", rating: "{level} von {max}" },
  el: { pageNumber: "Σελίδα {page} από {total}", rating: "{level} από {max}" },
  es: { pageNumber: "Página {page} de {total}", rating: "{level} de {max}" },
  fa: { pageNumber: "صفحهٔ {page} از {total}", rating: "{level} از {max}" },
  fi: { pageNumber: "Sivu {page}/{total}", rating: "{level}/{max}" },
  fr: { pageNumber: "Page {page} sur {total}", rating: "{level} sur {max}" },
  he: { pageNumber: "עמוד {page} מתוך {total}", rating: "{level} מתוך {max}" },
  hi: { pageNumber: "पृष्ठ {page} / {total}", rating: "{max} में से {level}" },
  hu: { pageNumber: "{page}. oldal / {total}", rating: "{level} / {max}" },
  id: { pageNumber: "Halaman {page} dari {total}", rating: "{level} dari {max}" },
  it: { pageNumber: "Pagina {page} di {total}", rating: "{level} su {max}" },
  ja: { pageNumber: "{page} / {total} ページ", rating: "{max} 段階中 {level}" },
  kn: { pageNumber: "ಪುಟ {page} / {total}", rating: "{max} ರಲ್ಲಿ {level}" },
  ko: { pageNumber: "{total}쪽 중 {page}쪽", rating: "{max}점 중 {level}점" },
  lt: { pageNumber: "Puslapis {page} iš {total}", rating: "{level} iš {max}" },
  lv: { pageNumber: "{page}. lapa no {total}", rating: "{level} no {max}" },
  ml: { pageNumber: "പേജ് {page} / {total}", rating: "{max}-ൽ {level}" },
  mr: { pageNumber: "पृष्ठ {page} / {total}", rating: "{max} पैकी {level}" },
  ms: { pageNumber: "Halaman {page} daripada {total}", rating: "{level} daripada {max}" },
  ne: { pageNumber: "पृष्ठ {page} / {total}", rating: "{max} मध्ये {level}" },
  nl: { pageNumber: "Pagina {page} van {total}", rating: "{level} van {max}" },
  no: { pageNumber: "Side {page} av {total}", rating: "{level} av {max}" },
  pl: { pageNumber: "Strona {page} z {total}", rating: "{level} z {max}" },
  pt: { pageNumber: "Página {page} de {total}", rating: "{level} de {max}" },
  ro: { pageNumber: "Pagina {page} din {total}", rating: "{level} din {max}" },
  ru: { pageNumber: "Страница {page} из {total}", rating: "{level} из {max}" },
  sk: { pageNumber: "Strana {page} z {total}", rating: "{level} z {max}" },
  sq: { pageNumber: "Faqja {page} nga {total}", rating: "{level} nga {max}" },
  sv: { pageNumber: "Sida {page} av {total}", rating: "{level} av {max}" },
  ta: { pageNumber: "பக்கம் {page} / {total}", rating: "{max} இல் {level}" },
  te: { pageNumber: "పేజీ {page} / {total}", rating: "{max}లో {level}" },
  th: { pageNumber: "หน้า {page} จาก {total}", rating: "{level} จาก {max}" },
  tr: { pageNumber: "Sayfa {page} / {total}", rating: "{level} / {max}" },
  uk: { pageNumber: "Сторінка {page} з {total}", rating: "{level} з {max}" },
  ur: { pageNumber: "صفحہ {page} از {total}", rating: "{max} میں سے {level}" },
  vi: { pageNumber: "Trang {page}/{total}", rating: "{level}/{max}" },
  zh: { pageNumber: "第 {page} 页，共 {total} 页", rating: "{level}/{max}" },
  "zh-TW": { pageNumber: "第 {page} 頁，共 {total} 頁", rating: "{level}/{max}" },
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
