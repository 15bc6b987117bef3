import { BasicsPicture, Headline, Name } from "../../blocks/basics";
import { ContactList } from "../../blocks/contact-list";
import { Page } from "../../blocks/page";
import { SectionList } from "../../blocks/section-renderer";
import { pageColumns } from "../../layout";
import type { TemplateProps } from "../../template-props";

import "./chikorita.css";

/**
 * Chikorita: a full-width band in the primary colour carries the name, headline and contact
 * details in the background colour; the picture hangs from the band's lower edge over the top
 * of the sidebar. Main sections on the left, sidebar sections on the right on a faint tint of
 * the primary colour. Headings are underscored with a short primary stroke.
 */
export function Chikorita({ data, pageIndex }: TemplateProps) {
  const { main, sidebar } = pageColumns(data, pageIndex);
  return (
    <Page data={data} pageIndex={pageIndex} className="vitae-chikorita">
      {pageIndex === 0 && (
        <header className="vitae-chikorita-band">
          <div className="vitae-chikorita-identity">
            <Name />
            <Headline />
            <ContactList className="vitae-chikorita-contacts" />
          </div>
          <div className="vitae-chikorita-portrait">
            <BasicsPicture className="vitae-chikorita-picture" />
          </div>
        </header>
      )}
      <div className="vitae-chikorita-columns">
        <div className="vitae-chikorita-main">
          <SectionList column="main" sectionKeys={main} />
        </div>
        <aside className="vitae-chikorita-sidebar">
          <SectionList column="sidebar" sectionKeys={sidebar} keywords="chips" />
        </aside>
      </div>
    </Page>
  );
}
