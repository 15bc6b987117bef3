import { BasicsPicture, Headline, Name } from "../../blocks/basics";
import { ContactList } from "../../blocks/contact-list";
import { Page } from "../../blocks/page";
import { SectionList } from "../../blocks/section-renderer";
import { pageColumns } from "../../layout";
import type { TemplateProps } from "../../template-props";

import "./onyx.css";

/**
 * Onyx: a solid header block in the text colour with a primary edge on the left, holding the
 * name, headline and contact details in the background colour and the picture at its right;
 * then the main sections on the left and the sidebar sections on the right of a vertical
 * divider, under headings set as small dark tags.
 */
export function Onyx({ data, pageIndex }: TemplateProps) {
  const { main, sidebar } = pageColumns(data, pageIndex);
  return (
    <Page data={data} pageIndex={pageIndex} className="vitae-onyx">
      {pageIndex === 0 && (
        <header className="vitae-onyx-header">
          <div className="vitae-onyx-identity">
            <Name />
            <Headline />
            <ContactList className="vitae-onyx-contacts" />
          </div>
          <BasicsPicture className="vitae-onyx-picture" />
        </header>
      )}
      <div className="vitae-onyx-columns">
        <div className="vitae-onyx-main">
          <SectionList column="main" sectionKeys={main} />
        </div>
        <aside className="vitae-onyx-sidebar">
          <SectionList column="sidebar" sectionKeys={sidebar} />
        </aside>
      </div>
    </Page>
  );
}
