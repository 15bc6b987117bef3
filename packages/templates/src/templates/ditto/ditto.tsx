import { BasicsPicture, Headline, Name } from "../../blocks/basics";
import { ContactList } from "../../blocks/contact-list";
import { Page } from "../../blocks/page";
import { SectionList } from "../../blocks/section-renderer";
import { pageColumns } from "../../layout";
import type { TemplateProps } from "../../template-props";

import "./ditto.css";

/**
 * Ditto: photo-forward. The picture leads the page on a block of the primary colour, with the
 * name set large beside it and the headline under the name; the contact details run in a
 * tinted bar across the full width. Below, one column: the main sections, then the sidebar
 * sections, under full-width tinted heading strips, each in the section's own columns.
 */
export function Ditto({ data, pageIndex }: TemplateProps) {
  const { main, sidebar } = pageColumns(data, pageIndex);
  return (
    <Page data={data} pageIndex={pageIndex} className="vitae-ditto">
      {pageIndex === 0 && (
        <header className="vitae-ditto-header">
          <div className="vitae-ditto-identity">
            <BasicsPicture className="vitae-ditto-picture" />
            <div className="vitae-ditto-names">
              <Name />
              <Headline />
            </div>
          </div>
          <ContactList className="vitae-ditto-contacts" />
        </header>
      )}
      <div className="vitae-ditto-body">
        <SectionList column="main" sectionKeys={main} />
        <SectionList column="sidebar" sectionKeys={sidebar} />
      </div>
    </Page>
  );
}
