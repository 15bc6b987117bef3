import { type ResumeData, pageSizes } from "@vitae/schema";

import { resolveTemplate, resolveTemplateName } from "./templates";

export interface ResumeDocumentProps {
  data: ResumeData;
}

/**
 * The whole resume: every layout page in order, drawn by the resume's template (rhyhorn when
 * the name is unknown). Sets the printed paper size so the browser's own print matches the
 * server's PDF.
 */
export function ResumeDocument({ data }: ResumeDocumentProps) {
  const name = resolveTemplateName(data.metadata.template);
  const Template = resolveTemplate(name);
  const paper = pageSizes[data.metadata.page.format] ?? pageSizes.a4;
  const pageCount = Math.max(1, data.metadata.layout.length);
  return (
    <div className="vitae-document" data-template={name}>
      <style dangerouslySetInnerHTML={{ __html: `@page { size: ${paper.width}mm ${paper.height}mm; margin: 0; }` }} />
      {Array.from({ length: pageCount }, (_, pageIndex) => (
        <Template key={pageIndex} data={data} pageIndex={pageIndex} />
      ))}
    </div>
  );
}
