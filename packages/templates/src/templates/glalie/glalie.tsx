import { BasicsPicture, Headline, Name } from "../../blocks/basics";
import { ContactList } from "../../blocks/contact-list";
import { Page } from "../../blocks/page";
import { SectionList } from "../../blocks/section-renderer";
import { pageColumns } from "../../layout";
import type { TemplateProps } from "../../template-props";

import "./glalie.css";

/**
 * Glalie: a full-height band on the left, tinted with the primary colour, holding the picture,
 * name, headline, contact list and the sidebar sections; the main sections fill the column
 * on the right under headings marked with a primary bar.
 */
export function Glalie({ data, pageIndex }: TemplateProps) {
  const { main, sidebar } = pageColumns(data, pageIndex);
  return (
    <Page data={data} pageIndex={pageIndex} className="vitae-glalie">
      <div className="vitae-glalie-columns">
        <aside className="vitae-glalie-sidebar">
          {pageIndex === 0 && (
            <header className="vitae-glalie-header">
              <BasicsPicture className="vitae-glalie-picture" />
              <Name />
              <Headline />
              <ContactList className="vitae-glalie-contacts" />
            </header>
          )}
          <SectionList column="sidebar" sectionKeys={sidebar} />
        </aside>
        <div className="vitae-glalie-main">
          <SectionList column="main" sectionKeys={main} />
        </div>
      </div>
    </Page>
  );
}
