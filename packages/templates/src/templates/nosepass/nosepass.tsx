import { BasicsPicture, Headline, Name } from "../../blocks/basics";
import { ContactList } from "../../blocks/contact-list";
import { Page } from "../../blocks/page";
import { SectionList } from "../../blocks/section-renderer";
import { pageColumns } from "../../layout";
import type { TemplateProps } from "../../template-props";

import "./nosepass.css";

/**
 * Nosepass: a classic, letter-like page. A centred header (picture, the name in small
 * capitals, an italic headline and a row of contact details) closed by a thin double rule;
 * then one column in which every section's heading stands in the left margin beside its
 * entries: the main sections first, then the sidebar sections.
 */
export function Nosepass({ data, pageIndex }: TemplateProps) {
  const { main, sidebar } = pageColumns(data, pageIndex);
  return (
    <Page data={data} pageIndex={pageIndex} className="vitae-nosepass">
      {pageIndex === 0 && (
        <header className="vitae-nosepass-header">
          <BasicsPicture className="vitae-nosepass-picture" />
          <Name />
          <Headline />
          <ContactList className="vitae-nosepass-contacts" />
        </header>
      )}
      <div className="vitae-nosepass-main">
        <SectionList column="main" sectionKeys={main} keywords="inline" />
      </div>
      <div className="vitae-nosepass-sidebar">
        <SectionList column="sidebar" sectionKeys={sidebar} keywords="inline" />
      </div>
    </Page>
  );
}
