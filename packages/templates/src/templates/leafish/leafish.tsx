import { BasicsPicture, Headline, Name } from "../../blocks/basics";
import { ContactList } from "../../blocks/contact-list";
import { Page } from "../../blocks/page";
import { SectionList, SectionRenderer } from "../../blocks/section-renderer";
import { pageColumns } from "../../layout";
import type { TemplateProps } from "../../template-props";

import "./leafish.css";

/**
 * Leafish: a header split in two halves, the picture, name and headline on a light primary
 * tint on the left and the contact details on the right, then the main and sidebar sections
 * in two columns of equal width under headings marked with a small leaf. When the first page's
 * main column opens with the profiles, they join the contact details in the header's right
 * half, which keeps them first in reading order.
 */
export function Leafish({ data, pageIndex }: TemplateProps) {
  const { main, sidebar } = pageColumns(data, pageIndex);
  const profilesInHeader = pageIndex === 0 && main[0] === "profiles";
  const mainKeys = profilesInHeader ? main.slice(1) : main;
  return (
    <Page data={data} pageIndex={pageIndex} className="vitae-leafish">
      {pageIndex === 0 && (
        <header className="vitae-leafish-header">
          <div className="vitae-leafish-identity">
            <BasicsPicture className="vitae-leafish-picture" />
            <div className="vitae-leafish-titles">
              <Name />
              <Headline />
            </div>
          </div>
          <div className="vitae-leafish-reach">
            <ContactList className="vitae-leafish-contacts" />
            {profilesInHeader && <SectionRenderer sectionKey="profiles" className="vitae-leafish-header-profiles" />}
          </div>
        </header>
      )}
      <div className="vitae-leafish-columns">
        <div className="vitae-leafish-main">
          <SectionList column="main" sectionKeys={mainKeys} />
        </div>
        <aside className="vitae-leafish-sidebar">
          <SectionList column="sidebar" sectionKeys={sidebar} />
        </aside>
      </div>
    </Page>
  );
}
