import { type ResumeData, layoutPageAttribute, physicalPagesAttribute } from "@vitae/schema";
import { type CSSProperties, type ReactNode, useMemo } from "react";

import { neutraliseCss } from "../custom-css";
import { neededFallbackFamilies } from "../fallback-families";
import { useTemplateLabels } from "../labels";
import { pageNumberLabelAttribute } from "../paginate";
import { pageSizePx } from "../page-size";
import { ResumeContext } from "../resume-context";
import { themeVariables } from "../theme";
import { classNames } from "./class-names";

import "./blocks.css";

export interface PageProps {
  data: ResumeData;
  /** Which layout page this is, from 0. */
  pageIndex: number;
  /** The template's root class, e.g. "vitae-rhyhorn". */
  className?: string;
  children?: ReactNode;
}

/**
 * The box of one layout page: the format's width, at least one physical page tall (longer
 * content flows on and the printer breaks it into further pages), the theme and typography as
 * CSS custom properties, the page margin, the custom CSS when it is switched on and the page
 * number. Provides the resume to every block inside.
 *
 * `paginate` (../paginate.ts) then lays the box out in physical pages: it fills the empty
 * overlay with one box per physical page (page-number footer, page-break line in the builder)
 * and hides the static footer rendered here, which numbers layout pages for renders that are
 * never paginated.
 */
export function Page({ data, pageIndex, className, children }: PageProps) {
  const { metadata } = data;
  const labels = useTemplateLabels();
  const size = pageSizePx(metadata.page.format);
  // The template's own words count too: they are in the owner's language, not the resume's.
  const needed = useMemo(() => neededFallbackFamilies(JSON.stringify(data) + JSON.stringify(labels)), [data, labels]);
  const style = {
    ...themeVariables(metadata, needed),
    width: `${size.width}px`,
    minHeight: `${size.height}px`,
  } satisfies CSSProperties;
  const pageCount = Math.max(1, metadata.layout.length);
  const { pageNumbers } = metadata.page.options;
  // The page-number words travel with the page, so paginate() prints them in the resume's language.
  const contract = {
    [layoutPageAttribute]: pageIndex,
    [physicalPagesAttribute]: 1,
    [pageNumberLabelAttribute]: labels.pageNumber,
  };
  return (
    <ResumeContext.Provider value={data}>
      <div
        className={classNames("vitae-page", !metadata.typography.underlineLinks && "vitae-links-plain", className)}
        data-page={pageIndex + 1}
        data-format={metadata.page.format}
        style={style}
        {...contract}
      >
        {metadata.css.visible && metadata.css.value.trim() !== "" && (
          <style className="vitae-custom-css" dangerouslySetInnerHTML={{ __html: neutraliseCss(metadata.css.value) }} />
        )}
        <div className="vitae-page-body">{children}</div>
        {pageNumbers && (
          <footer className="vitae-page-footer" aria-hidden="true">
            <span className="vitae-page-number">
              {pageIndex + 1} / {pageCount}
            </span>
          </footer>
        )}
        {/* Filled by paginate(); React never renders children here, so it never touches them. */}
        <div className="vitae-page-overlay" aria-hidden="true" />
      </div>
    </ResumeContext.Provider>
  );
}
