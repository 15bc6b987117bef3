import { type CheckTarget, type ResumeData, itemTitleFields, sanitizeHtml } from "@vitae/schema";
import { type ItemSectionKey, sectionItems } from "@/builder/store/section-operations";

/** A field whose text the suggested edits may rewrite. */
export type SuggestionField = {
  target: CheckTarget & { field: string };
  /** What the resume calls it: the section's name, and the item's title for an item; empty for the headline, which the interface names. */
  label: string;
  /** The field's stored value when it was read (HTML for rich text). */
  value: string;
  rich: boolean;
};

/** Sections whose items' descriptions tell what the person did, where a posting's terms can fit. */
const itemSections = ["experience", "projects", "volunteer"] as const satisfies readonly ItemSectionKey[];

const richTextOf = (html: string) => linesOf(html).join(" ").trim();

/**
 * The fields the suggested edits work on, in the resume's reading order: the headline, the
 * summary and the descriptions of visible experience, project and volunteering entries. Only
 * fields that already say something: rewriting may rephrase what is there, never invent it.
 */
export function suggestionFields(data: ResumeData, limit: number): SuggestionField[] {
  const fields: SuggestionField[] = [];
  if (data.basics.headline.trim() !== "") {
    fields.push({ target: { section: "basics", field: "headline" }, label: "", value: data.basics.headline, rich: false });
  }
  const { summary } = data.sections;
  if (summary.visible && richTextOf(summary.content) !== "") {
    fields.push({ target: { section: "summary", field: "content" }, label: summary.name, value: summary.content, rich: true });
  }
  for (const key of itemSections) {
    const section = data.sections[key];
    if (!section.visible) continue;
    for (const item of section.items) {
      if (!item.visible || richTextOf(item.summary) === "") continue;
      const title = String(item[itemTitleFields[key][0] as keyof typeof item] ?? "");
      fields.push({
        target: { section: key, itemId: item.id, field: "summary" },
        label: title ? `${section.name}: ${title}` : section.name,
        value: item.summary,
        rich: true,
      });
    }
  }
  return fields.slice(0, limit);
}

/** The value of a suggestion's field in `data` now, or undefined when the field is gone. */
export function readField(data: ResumeData, target: SuggestionField["target"]): string | undefined {
  if (target.section === "basics") return target.field === "headline" ? data.basics.headline : undefined;
  if (target.section === "summary") return data.sections.summary.content;
  const item = sectionItems(data, target.section as ItemSectionKey).find((candidate) => candidate.id === target.itemId);
  const value = item?.[target.field as keyof typeof item];
  return typeof value === "string" ? value : undefined;
}

/** Sets a suggestion's field (on a draft inside the builder store's `edit`). */
export function writeField(data: ResumeData, target: SuggestionField["target"], value: string): void {
  if (target.section === "basics") data.basics.headline = value;
  else if (target.section === "summary") data.sections.summary.content = value;
  else {
    const item = sectionItems(data, target.section as ItemSectionKey).find((candidate) => candidate.id === target.itemId);
    if (item) (item as unknown as Record<string, string>)[target.field] = value;
  }
}

const blockSelector = "p, li, h1, h2, h3, h4, h5, h6, blockquote";

const lineText = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/**
 * The innermost blocks of rich text (paragraphs, list items, headings) that hold text, each a
 * line of the text the model sees; empty paragraphs are left as they are.
 */
function leafBlocks(body: HTMLElement): HTMLElement[] {
  return [...body.querySelectorAll<HTMLElement>(blockSelector)].filter(
    (block) => block.querySelector(blockSelector) === null && lineText(block.textContent) !== "",
  );
}

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<body>${html}</body>`, "text/html").body;
}

/** The lines of a field's text: one per block of rich text, or the lines of plain text. */
export function linesOf(value: string): string[] {
  const body = parse(value);
  const blocks = leafBlocks(body);
  const lines = blocks.length > 0 ? blocks.map((block) => block.textContent) : (body.textContent ?? "").split("\n");
  return lines.map(lineText).filter((line) => line !== "");
}

/**
 * The field's value with its lines replaced by `lines`, keeping every block and the markup of
 * each line that did not change; undefined when the number of lines differs (the structure
 * would be lost). A changed line is set as text, so an answer cannot add markup.
 */
export function withLines(value: string, rich: boolean, lines: readonly string[]): string | undefined {
  if (!rich) return lines.length === 1 ? lines[0] : undefined;
  const body = parse(value);
  let blocks = leafBlocks(body);
  if (blocks.length === 0) {
    // Rich text stored without blocks (an import's plain text): each line becomes a paragraph.
    body.replaceChildren(...linesOf(value).map(() => body.ownerDocument.createElement("p")));
    blocks = [...body.children] as HTMLElement[];
  }
  const old = linesOf(value);
  if (blocks.length !== lines.length) return undefined;
  blocks.forEach((block, index) => {
    if (lines[index] !== old[index] || block.textContent === "") block.textContent = lines[index] ?? "";
  });
  return sanitizeHtml(body.innerHTML);
}
