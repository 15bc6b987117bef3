import type { ResumeData } from "./resume";
import { richTextToPlain } from "./shared/rich-text-plain";

/**
 * The version of the resume data format (`resumeDataSchema`) written into files Vitae makes
 * for itself, such as the `resume.json` attached to every PDF. Raise it when a change to the
 * format needs a migration of older files.
 */
export const resumeSchemaVersion = 1;

/** The name of the resume data file attached to a Vitae PDF. */
export const pdfAttachmentName = "resume.json";

/** The key of the attachment's format marker; `resumeDataSchema` ignores it when the file is read as a resume. */
export const pdfAttachmentMarker = "vitaeSchemaVersion";

/** What a Vitae PDF's `resume.json` holds: the resume data, and beside it the marker with its schema version. */
export type PdfAttachmentContent = ResumeData & { [pdfAttachmentMarker]: number };

/**
 * The resume as printed, for files that leave the app: private notes emptied, hidden items,
 * hidden custom sections (and their layout keys) and a hidden picture removed, hidden built-in
 * sections kept hidden but emptied. Nothing the reader of the PDF could not see is in it.
 */
export function visibleResumeData(data: ResumeData): ResumeData {
  const copy = structuredClone(data);
  copy.metadata.notes = "";
  if (copy.basics.picture.effects.hidden) copy.basics.picture.url = "";
  const { custom, summary, ...builtIn } = copy.sections;
  if (!summary.visible) summary.content = "";
  for (const section of Object.values(builtIn)) {
    const items = section.items as { visible: boolean }[];
    section.items = (section.visible ? items.filter((item) => item.visible) : []) as typeof section.items;
  }
  const removed = new Set<string>();
  for (const [id, section] of Object.entries(custom)) {
    if (!section.visible) {
      delete custom[id];
      removed.add(`custom.${id}`);
      continue;
    }
    section.items = section.items.filter((item) => item.visible);
  }
  if (removed.size > 0) {
    copy.metadata.layout = copy.metadata.layout.map((page) => page.map((column) => column.filter((key) => !removed.has(key))));
  }
  return copy;
}

/** The document information a printed resume carries (PDF Title, Author, Subject, Keywords). */
export interface ResumeDocumentInfo {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Rich text as one line of plain text, at most `max` characters (cut at a word). */
function plainText(html: string, max: number): string {
  const text = collapse(richTextToPlain(html));
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/**
 * The PDF description of a resume: Title "<name> – <headline>" (the name alone without a
 * headline; `fallbackTitle`, the resume's own title, without a name), Author the name, Subject
 * the headline (else the summary's first words, else the title) and Keywords the visible skills.
 */
export function resumeDocumentInfo(data: ResumeData, fallbackTitle = ""): ResumeDocumentInfo {
  const name = collapse(data.basics.name);
  const headline = collapse(data.basics.headline);
  const title = name ? (headline ? `${name} – ${headline}` : name) : collapse(fallbackTitle) || headline;
  const { summary, skills } = data.sections;
  const summaryText = summary.visible ? plainText(summary.content, 200) : "";
  const keywords = skills.visible
    ? [...new Set(skills.items.filter((skill) => skill.visible).map((skill) => collapse(skill.name)).filter(Boolean))]
    : [];
  return { title, author: name, subject: headline || summaryText || title, keywords };
}
