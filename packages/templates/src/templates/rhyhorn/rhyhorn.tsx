import { BasicsPicture, Headline, Name } from "../../blocks/basics";
import { ContactList } from "../../blocks/contact-list";
import { Page } from "../../blocks/page";
import { SectionList } from "../../blocks/section-renderer";
import { pageColumns } from "../../layout";
import type { TemplateProps } from "../../template-props";

import "./rhyhorn.css";

/**
 * Rhyhorn, the default: one calm column. A header with the picture beside the name, headline
 * and a row of contact details over a primary rule; then the main sections, then the sidebar
 * sections, all full width with small-caps headings.
 */
export function Rhyhorn({ data, pageIndex }: TemplateProps) {
  const { main, sidebar } = pageColumns(data, pageIndex);
  return (
    <Page data={data} pageIndex={pageIndex} className="vitae-rhyhorn">
      {pageIndex === 0 && (
        <header className="vitae-rhyhorn-header">
          <BasicsPicture className="vitae-rhyhorn-picture" />
          <div className="vitae-rhyhorn-identity">
            <Name />
            <Headline />
            <ContactList className="vitae-rhyhorn-contacts" />
          </div>
        </header>
      )}
      <div className="vitae-rhyhorn-main">
        <SectionList column="main" sectionKeys={main} keywords="inline" />
      </div>
      <div className="vitae-rhyhorn-sidebar">
        <SectionList column="sidebar" sectionKeys={sidebar} keywords="inline" />
      </div>
    </Page>
  );
}
