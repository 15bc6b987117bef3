/**
 * @vitae/templates: resume templates as pure React components over `ResumeData`, the
 * building blocks they share, and page geometry.
 */
export { defaultTemplate, templateNames, type TemplateName } from "@vitae/schema";

export { BasicsPicture, Headline, Name } from "./blocks/basics";
export { classNames } from "./blocks/class-names";
export { ContactList, type ContactListProps } from "./blocks/contact-list";
export { DateRange, type DateRangeProps, formatDateText } from "./blocks/date-range";
export { Glyph, type GlyphProps } from "./blocks/glyph";
export { fallbackGlyphPath, glyphPaths } from "./blocks/glyph-paths";
export { Icon, type IconProps, iconBasePath, iconUrl, isIconSlug } from "./blocks/icon";
export { Item, type ItemProps } from "./blocks/item";
export { Keywords, type KeywordsProps } from "./blocks/keywords";
export { Link, type LinkProps, displayUrl, isLinkable } from "./blocks/link";
export { Page, type PageProps } from "./blocks/page";
export { Picture, type PictureProps } from "./blocks/picture";
export { Rating, type RatingProps } from "./blocks/rating";
export { RichText, type RichTextProps, hasRichContent } from "./blocks/rich-text";
export { Section, type SectionProps, sectionKindClass } from "./blocks/section";
export {
  EntryView,
  type EntryOptions,
  type EntryViewProps,
  SectionList,
  type SectionListProps,
  SectionRenderer,
  type SectionRendererProps,
} from "./blocks/section-renderer";
export { neutraliseCss } from "./custom-css";
export {
  type TemplateLabels,
  TemplateLabelsContext,
  fillLabel,
  templateLabelTable,
  templateLabels,
  useTemplateLabels,
} from "./labels";
export { type PageColumns, pageColumns } from "./layout";
export { type PageSizePx, pageSizePx } from "./page-size";
export { columnAttribute, readingGuides } from "./reading-guides";
export {
  type LayoutPagePagination,
  type PaginateOptions,
  type PaginationLabels,
  type PaginationResult,
  clearPagination,
  defaultPaginationLabels,
  keepTogetherAttribute,
  keepWithNextSelector,
  minimumLinesAtBreak,
  pageMarginPx,
  pageNumberLabelAttribute,
  pageNumberText,
  paginate,
  paginatedAttribute,
  paginationOptions,
  startOnNewPageAttribute,
  unbreakableSelector,
} from "./paginate";
export { ResumeDocument, type ResumeDocumentProps } from "./resume-document";
export { ResumeContext, useResume } from "./resume-context";
export { type Entry, type ResolvedSection, entryHasContent, resolveSection } from "./section-entries";
export { type FallbackFamily, fallbackCharacters, fallbackFamilies, neededFallbackFamilies } from "./fallback-families";
export { type ThemeVariables, fontStack, safeColour, themeVariables } from "./theme";
export type { ColumnName, TemplateProps } from "./template-props";
export {
  type AvailableTemplateName,
  type Template,
  availableTemplateNames,
  isAvailableTemplate,
  resolveTemplate,
  resolveTemplateName,
  templateColumnOrder,
  templates,
} from "./templates";
