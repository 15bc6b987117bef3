import { z } from "zod";

import { resumeLimits, resumeNumberRanges } from "../constants/limits";
import { pageFormatSchema } from "../constants/page-formats";
import { boundedNumber, boundedString, richTextSchema } from "../shared/bounded";
import { createDefaultLayout, layoutSchema } from "./layout";

/** Starter custom CSS: outlines every box, which helps to see how the layout fills the page. */
export const defaultCss = "* {\n  outline: 1px solid #000;\n  outline-offset: 4px;\n}";

export const metadataSchema = z.object({
  template: z.string().default("rhyhorn"),
  layout: layoutSchema.default(createDefaultLayout),
  css: z.object({
    value: boundedString(resumeLimits.customCssMaxLength).default(defaultCss),
    visible: z.boolean().default(false),
  }),
  page: z.object({
    /** In points, applied on every side. */
    margin: boundedNumber(resumeNumberRanges.pageMargin).default(18),
    format: pageFormatSchema.default("a4"),
    options: z.object({
      breakLine: z.boolean().default(true),
      pageNumbers: z.boolean().default(true),
    }),
  }),
  theme: z.object({
    background: z.string().default("#ffffff"),
    text: z.string().default("#000000"),
    primary: z.string().default("#dc2626"),
  }),
  typography: z.object({
    font: z.object({
      family: z.string().default("IBM Plex Serif"),
      subset: z.string().default("latin"),
      variants: z.array(z.string()).default(() => ["regular"]),
      size: boundedNumber(resumeNumberRanges.fontSize).default(14),
    }),
    lineHeight: boundedNumber(resumeNumberRanges.lineHeight).default(1.5),
    hideIcons: z.boolean().default(false),
    underlineLinks: z.boolean().default(true),
  }),
  /** Private notes; never shown on the public page. */
  notes: richTextSchema.default(""),
  /**
   * The `meta` of an imported JSON Resume file (canonical, version, lastModified, theme…),
   * written back by the JSON Resume export. Bookkeeping of that format, never shown.
   * Optional: Reactive Resume v4 files have none.
   */
  jsonResumeMeta: z.record(z.string(), z.string()).optional(),
  /**
   * What a printed PDF carries besides the pages. Optional so that resumes saved before it
   * existed, and Reactive Resume exports, load and round-trip unchanged: absent means the
   * defaults (see `attachesResumeData`).
   */
  pdf: z
    .object({
      /** Attach the resume's visible data (`resume.json`), so the PDF can be imported again. */
      attachData: z.boolean().default(true),
    })
    .optional(),
});

export type Metadata = z.infer<typeof metadataSchema>;

export const defaultMetadata: Metadata = {
  template: "rhyhorn",
  layout: createDefaultLayout(),
  css: { value: defaultCss, visible: false },
  page: {
    margin: 18,
    format: "a4",
    options: { breakLine: true, pageNumbers: true },
  },
  theme: { background: "#ffffff", text: "#000000", primary: "#dc2626" },
  typography: {
    font: { family: "IBM Plex Serif", subset: "latin", variants: ["regular"], size: 14 },
    lineHeight: 1.5,
    hideIcons: false,
    underlineLinks: true,
  },
  notes: "",
};

/** Whether this resume's PDFs carry its data as an attached `resume.json` (on unless switched off). */
export function attachesResumeData(metadata: Pick<Metadata, "pdf">): boolean {
  return metadata.pdf?.attachData !== false;
}
