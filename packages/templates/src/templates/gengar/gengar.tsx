import { BasicsPicture, Headline, Name } from "../../blocks/basics";
import { ContactList } from "../../blocks/contact-list";
import { Page } from "../../blocks/page";
import { SectionList } from "../../blocks/section-renderer";
import { pageColumns } from "../../layout";
import type { TemplateProps } from "../../template-props";

import "./gengar.css";

/**
 * Gengar: a solid sidebar in the primary colour down the left edge, its text in the background
 * colour, with the picture centred at its top, then the contact details and the sidebar
 * sections. The main column on the right opens with the name and headline and gives its
 * sections generous room.
 *
 * The name and headline are a grid item of their own, first in the document, and the sidebar
 * follows them: parsers read the text in document (paint) order and expect the name with the
 * contact details at the top of the page, so the contacts must not wait until after the main
 * column. The grid keeps the look of two independent columns: the header sits in a row of its
 * own height beside the top of the sidebar, which spans both rows, and the main sections fill
 * the row under the header.
 */
export function Gengar({ data, pageIndex }: TemplateProps) {
  const { main, sidebar } = pageColumns(data, pageIndex);
  return (
    <Page data={data} pageIndex={pageIndex} className="vitae-gengar">
      <div className="vitae-gengar-columns">
        {pageIndex === 0 && (
          <header className="vitae-gengar-header">
            <Name />
            <Headline />
          </header>
        )}
        <aside className="vitae-gengar-sidebar">
          {pageIndex === 0 && (
            <div className="vitae-gengar-profile">
              <BasicsPicture className="vitae-gengar-picture" />
              <ContactList className="vitae-gengar-contacts" />
            </div>
          )}
          <SectionList column="sidebar" sectionKeys={sidebar} keywords="inline" />
        </aside>
        <div className="vitae-gengar-main">
          <SectionList column="main" sectionKeys={main} />
        </div>
      </div>
    </Page>
  );
}
