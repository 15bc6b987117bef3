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
 * sections generous room. The main column comes first in the document (and so in reading
 * order); the grid places the sidebar on the left.
 */
export function Gengar({ data, pageIndex }: TemplateProps) {
  const { main, sidebar } = pageColumns(data, pageIndex);
  return (
    <Page data={data} pageIndex={pageIndex} className="vitae-gengar">
      <div className="vitae-gengar-columns">
        <div className="vitae-gengar-main">
          {pageIndex === 0 && (
            <header className="vitae-gengar-header">
              <Name />
              <Headline />
            </header>
          )}
          <SectionList sectionKeys={main} />
        </div>
        <aside className="vitae-gengar-sidebar">
          {pageIndex === 0 && (
            <div className="vitae-gengar-profile">
              <BasicsPicture className="vitae-gengar-picture" />
              <ContactList className="vitae-gengar-contacts" />
            </div>
          )}
          <SectionList sectionKeys={sidebar} keywords="inline" />
        </aside>
      </div>
    </Page>
  );
}
