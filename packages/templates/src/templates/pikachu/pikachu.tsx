import { BasicsPicture, Headline, Name } from "../../blocks/basics";
import { ContactList } from "../../blocks/contact-list";
import { Page } from "../../blocks/page";
import { SectionList } from "../../blocks/section-renderer";
import { pageColumns } from "../../layout";
import type { TemplateProps } from "../../template-props";

import "./pikachu.css";

/**
 * Pikachu: a rounded, lightly tinted sidebar panel on the left with the picture and the
 * sidebar sections; the main column on the right opens with the name, headline and contact
 * details in a rounded box of the primary colour. Headings are soft pills. The main column
 * comes first in the markup (and so in reading order); the grid draws it on the right.
 */
export function Pikachu({ data, pageIndex }: TemplateProps) {
  const { main, sidebar } = pageColumns(data, pageIndex);
  return (
    <Page data={data} pageIndex={pageIndex} className="vitae-pikachu">
      <div className="vitae-pikachu-columns">
        <div className="vitae-pikachu-main">
          {pageIndex === 0 && (
            <header className="vitae-pikachu-header">
              <Name />
              <Headline />
              <ContactList className="vitae-pikachu-contacts" />
            </header>
          )}
          <SectionList sectionKeys={main} />
        </div>
        <aside className="vitae-pikachu-sidebar">
          {pageIndex === 0 && <BasicsPicture className="vitae-pikachu-picture" />}
          <SectionList sectionKeys={sidebar} />
        </aside>
      </div>
    </Page>
  );
}
