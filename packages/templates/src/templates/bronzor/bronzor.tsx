import { BasicsPicture, Headline, Name } from "../../blocks/basics";
import { ContactList } from "../../blocks/contact-list";
import { Page } from "../../blocks/page";
import { SectionList } from "../../blocks/section-renderer";
import { pageColumns } from "../../layout";
import type { TemplateProps } from "../../template-props";

import "./bronzor.css";

/**
 * Bronzor: compact and dense, for long CVs. A tight header (picture, name and headline on the
 * left, contact details stacked flush right), then the main sections in a wide left column and
 * the sidebar sections in a narrow right one. Headings are small primary labels under a
 * hairline; entries put title and subtitle on one line with the dates flush right.
 */
export function Bronzor({ data, pageIndex }: TemplateProps) {
  const { main, sidebar } = pageColumns(data, pageIndex);
  return (
    <Page data={data} pageIndex={pageIndex} className="vitae-bronzor">
      {pageIndex === 0 && (
        <header className="vitae-bronzor-header">
          <BasicsPicture className="vitae-bronzor-picture" />
          <div className="vitae-bronzor-identity">
            <Name />
            <Headline />
          </div>
          <ContactList className="vitae-bronzor-contacts" />
        </header>
      )}
      <div className="vitae-bronzor-columns">
        <div className="vitae-bronzor-main">
          <SectionList column="main" sectionKeys={main} keywords="inline" />
        </div>
        <aside className="vitae-bronzor-sidebar">
          <SectionList column="sidebar" sectionKeys={sidebar} keywords="inline" />
        </aside>
      </div>
    </Page>
  );
}
