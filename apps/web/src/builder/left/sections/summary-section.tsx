import { useId } from "react";
import { useBuilderStore } from "@/builder/store/builder-store";
import { RichTextField } from "@/builder/rich-text/rich-text-field";
import { sectionElementId } from "@/builder/left/left-sections";
import { fieldAttribute } from "@/builder/left/field-attribute";
import { useResumeLocked } from "@/builder/left/use-resume-locked";
import { FieldMark } from "@/builder/variant/variant-gates";
import { SectionHeader } from "./section-header";

/** The summary: a section like the others but with rich text instead of items. */
export function SummarySection() {
  const headingId = useId();
  const summary = useBuilderStore((state) => state.data?.sections.summary);
  const edit = useBuilderStore((state) => state.edit);
  const locked = useResumeLocked();
  if (!summary) return null;
  return (
    <section id={sectionElementId("summary")} aria-labelledby={headingId} className="grid scroll-mt-4 gap-3">
      <SectionHeader sectionKey="summary" headingId={headingId} />
      <FieldMark paths={[["sections", "summary", "content"]]} label={summary.name} />
      <div {...{ [fieldAttribute]: "content" }}>
        <RichTextField
          value={summary.content}
          label={summary.name}
          disabled={locked}
          onChange={(html) =>
            edit((data) => {
              data.sections.summary.content = html;
            })
          }
        />
      </div>
    </section>
  );
}
