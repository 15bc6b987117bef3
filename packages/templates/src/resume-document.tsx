import { type ResumeData, pageSizes } from "@vitae/schema";

import { TemplateLabelsContext, templateLabels } from "./labels";
import { resolveTemplate, resolveTemplateName } from "./templates";

export interface ResumeDocumentProps {
  data: ResumeData;
  /**
   * The language of the words the template prints itself ("Page 1 of 2"). Resume data has no
   * language of its own (as in Reactive Resume v4), so whoever renders it says which; English
   * when nobody does.
   */
  locale?: string;
}

/**
 * The whole resume: every layout page in order, drawn by the resume's template (rhyhorn when
 * the name is unknown). Sets the printed paper size so the browser's own print matches the
 * server's PDF.
 */
export function ResumeDocument({ data, locale }: ResumeDocumentProps) {
  const name = resolveTemplateName(data.metadata.template);
  const Template = resolveTemplate(name);
  const paper = pageSizes[data.metadata.page.format] ?? pageSizes.a4;
  const pageCount = Math.max(1, data.metadata.layout.length);
  return (
    <TemplateLabelsContext.Provider value={templateLabels(locale)}>
      <div className="vitae-document" data-template={name}>
        <style dangerouslySetInnerHTML={{ __html: `@page { size: ${paper.width}mm ${paper.height}mm; margin: 0; }` }} />
        {Array.from({ length: pageCount }, (_, pageIndex) => (
          <Template key={pageIndex} data={data} pageIndex={pageIndex} />
        ))}
      </div>
    </TemplateLabelsContext.Provider>
  );
}
