import { BasicsPicture, Headline, Name } from "../../blocks/basics";
import { ContactList } from "../../blocks/contact-list";
import { Page } from "../../blocks/page";
import { SectionList } from "../../blocks/section-renderer";
import { pageColumns } from "../../layout";
import type { TemplateProps } from "../../template-props";

import "./kakuna.css";

/**
 * Kakuna: minimalist. One narrow measure centred on the page, everything in it set flush left:
 * the picture, name, headline and contact details, then the main sections and the sidebar
 * sections. Dates, places and levels stand in a right-aligned gutter beside each entry.
 */
export function Kakuna({ data, pageIndex }: TemplateProps) {
  const { main, sidebar } = pageColumns(data, pageIndex);
  return (
    <Page data={data} pageIndex={pageIndex} className="vitae-kakuna">
      <div className="vitae-kakuna-measure">
        {pageIndex === 0 && (
          <header className="vitae-kakuna-header">
            <BasicsPicture className="vitae-kakuna-picture" />
            <Name />
            <Headline />
            <ContactList className="vitae-kakuna-contacts" />
          </header>
        )}
        <SectionList column="main" sectionKeys={main} keywords="inline" />
        <SectionList column="sidebar" sectionKeys={sidebar} keywords="inline" />
      </div>
    </Page>
  );
}
