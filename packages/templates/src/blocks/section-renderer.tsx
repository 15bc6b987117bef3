import { type ReactNode, memo } from "react";

import { useResume } from "../resume-context";
import { type Entry, type ResolvedSection, resolveSection } from "../section-entries";
import { classNames } from "./class-names";
import { DateRange } from "./date-range";
import { Icon } from "./icon";
import { Item } from "./item";
import { Keywords } from "./keywords";
import { Link } from "./link";
import { Rating } from "./rating";
import { RichText, hasRichContent } from "./rich-text";
import type { ColumnName } from "../template-props";
import { Section } from "./section";

/** How a template wants entries drawn; every option has a sensible default. */
export interface EntryOptions {
  /** Keywords as chips or as one comma-separated line. */
  keywords?: "chips" | "inline";
}

export interface EntryViewProps extends EntryOptions {
  entry: Entry;
  section: ResolvedSection;
}

/**
 * The standard rendering of one entry: a header (title and subtitle; date and location),
 * details, level, summary, keywords and link. Profiles show their icon and link the username.
 * Templates restyle it through the class names rather than re-implementing it. Memoised:
 * resolveSection answers the same entries for an unchanged section, so they skip a render.
 */
export const EntryView = memo(function EntryView({ entry, section, keywords = "chips" }: EntryViewProps) {
  const isProfile = section.kind === "profiles";
  const hasDateOrPlace = entry.date.trim() !== "" || entry.location.trim() !== "";
  // A level with no date beside it (skills, languages) sits where the date would.
  const ratingInMeta = entry.level > 0 && !hasDateOrPlace;
  const hasMeta = hasDateOrPlace || ratingInMeta;
  const subtitle = entry.subtitle.trim();
  return (
    <Item id={entry.id} className={classNames(isProfile && "vitae-item-profile")}>
      <div className="vitae-item-header">
        <div className="vitae-item-heading">
          {isProfile && <Icon slug={entry.icon} className="vitae-item-icon" />}
          {entry.title.trim() !== "" && <h3 className="vitae-item-title">{entry.title}</h3>}
          {subtitle !== "" &&
            (isProfile && entry.url.href ? (
              <Link className="vitae-item-subtitle" href={entry.url.href}>
                {entry.url.label.trim() || subtitle}
              </Link>
            ) : (
              <p className="vitae-item-subtitle">{subtitle}</p>
            ))}
        </div>
        {hasMeta && (
          <div className="vitae-item-meta">
            <DateRange date={entry.date} />
            {entry.location.trim() !== "" && <span className="vitae-item-location">{entry.location}</span>}
            {ratingInMeta && <Rating level={entry.level} />}
          </div>
        )}
      </div>
      {entry.details.length > 0 && <p className="vitae-item-details">{entry.details.join(" \u00b7 ")}</p>}
      {!ratingInMeta && <Rating level={entry.level} />}
      <RichText html={entry.summary} className="vitae-item-summary" />
      <Keywords keywords={entry.keywords} variant={keywords} />
      {!isProfile && (entry.url.href.trim() !== "" || entry.url.label.trim() !== "") && (
        <Link url={entry.url} className="vitae-item-url" />
      )}
    </Item>
  );
});

export interface SectionRendererProps extends EntryOptions {
  /** A layout key: a built-in id or "custom.{id}". */
  sectionKey: string;
  className?: string;
  /** Replaces the standard entry rendering, for templates that need another structure. */
  renderEntry?: (entry: Entry, section: ResolvedSection) => ReactNode;
  /** The layout column the section is in (a section outside the columns, e.g. in a header, has none). */
  column?: ColumnName;
}

/**
 * Any section of the layout, by key: its heading and visible entries in its columns, or the
 * summary's rich text. Unknown keys, hidden sections and sections with nothing to show render
 * nothing.
 */
export function SectionRenderer({ sectionKey, ...props }: SectionRendererProps) {
  const section = resolveSection(useResume(), sectionKey);
  if (section === undefined || !section.visible) return null;
  return <ResolvedSectionView section={section} {...props} />;
}

interface ResolvedSectionViewProps extends Omit<SectionRendererProps, "sectionKey"> {
  section: ResolvedSection;
}

/**
 * One visible section. Memoised on the resolved section, which resolveSection keeps for as
 * long as the section's data is the same object (an edit elsewhere in the resume leaves it so,
 * in the builder's store and in the artboard alike): a keystroke in one section re-renders
 * only that one. Whatever a block inside reads from a context still updates it.
 */
const ResolvedSectionView = memo(function ResolvedSectionView({ section, className, renderEntry, column, ...options }: ResolvedSectionViewProps) {
  if (section.kind === "summary") {
    if (!hasRichContent(section.content)) return null;
    return (
      <Section sectionKey={section.key} name={section.name} columns={section.columns} breaks={section.breaks} className={className} column={column}>
        <RichText html={section.content} className="vitae-summary" />
      </Section>
    );
  }
  return (
    <Section sectionKey={section.key} name={section.name} columns={section.columns} breaks={section.breaks} className={className} column={column}>
      {section.entries.map((entry) =>
        renderEntry ? (
          <Item key={entry.id} id={entry.id}>
            {renderEntry(entry, section)}
          </Item>
        ) : (
          <EntryView key={entry.id} entry={entry} section={section} {...options} />
        ),
      )}
    </Section>
  );
});

export interface SectionListProps extends EntryOptions {
  /** Section keys in layout order. */
  sectionKeys: readonly string[];
  /** Which layout column these are. */
  column: ColumnName;
}

/** Every section of one layout column, in order. */
export function SectionList({ sectionKeys, ...options }: SectionListProps) {
  return (
    <>
      {sectionKeys.map((key, index) => (
        <SectionRenderer key={`${index}-${key}`} sectionKey={key} {...options} />
      ))}
    </>
  );
}
