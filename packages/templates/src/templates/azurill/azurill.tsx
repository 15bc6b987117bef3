import { BasicsPicture, Headline, Name } from "../../blocks/basics";
import { ContactList } from "../../blocks/contact-list";
import { Page } from "../../blocks/page";
import { SectionList } from "../../blocks/section-renderer";
import { pageColumns } from "../../layout";
import type { TemplateProps } from "../../template-props";

import "./azurill.css";

/**
 * Azurill: a centred header band (picture, name, headline, contacts) across the top, then two
 * columns, the main sections on the left and the sidebar on the right behind a hairline.
 * Experience, education and volunteering entries hang on a timeline with round markers.
 */
export function Azurill({ data, pageIndex }: TemplateProps) {
  const { main, sidebar } = pageColumns(data, pageIndex);
  return (
    <Page data={data} pageIndex={pageIndex} className="vitae-azurill">
      {pageIndex === 0 && (
        <header className="vitae-azurill-header">
          <BasicsPicture className="vitae-azurill-picture" />
          <Name />
          <Headline />
          <ContactList className="vitae-azurill-contacts" />
        </header>
      )}
      <div className="vitae-azurill-columns">
        <div className="vitae-azurill-main">
          <SectionList column="main" sectionKeys={main} />
        </div>
        <aside className="vitae-azurill-sidebar">
          <SectionList column="sidebar" sectionKeys={sidebar} keywords="inline" />
        </aside>
      </div>
    </Page>
  );
}
