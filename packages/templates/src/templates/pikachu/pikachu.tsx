import { BasicsPicture, Headline, Name } from "../../blocks/basics";
import { ContactList } from "../../blocks/contact-list";
import { Page } from "../../blocks/page";
import { SectionList } from "../../blocks/section-renderer";
import { pageColumns } from "../../layout";
import type { TemplateProps } from "../../template-props";

import "./pikachu.css";

/**
 * Pikachu: the name, headline and contact details in a rounded box of the primary colour
 * across the top of the first page; below it a rounded, lightly tinted sidebar panel on the
 * left with the picture and the sidebar sections, and the main column on the right. Headings
 * are soft pills. The main column comes first in the markup (and so in reading order); the
 * grid draws it on the right. The name box spans both columns so that parsers which read a
 * page left column first (poppler's) still meet the name and contact details first.
 */
export function Pikachu({ data, pageIndex }: TemplateProps) {
  const { main, sidebar } = pageColumns(data, pageIndex);
  return (
    <Page data={data} pageIndex={pageIndex} className="vitae-pikachu">
      <div className="vitae-pikachu-columns">
        {pageIndex === 0 && (
          <header className="vitae-pikachu-header">
            <Name />
            <Headline />
            <ContactList className="vitae-pikachu-contacts" />
          </header>
        )}
        <div className="vitae-pikachu-main">
          <SectionList column="main" sectionKeys={main} />
        </div>
        <aside className="vitae-pikachu-sidebar">
          {pageIndex === 0 && <BasicsPicture className="vitae-pikachu-picture" />}
          <SectionList column="sidebar" sectionKeys={sidebar} />
        </aside>
      </div>
    </Page>
  );
}
