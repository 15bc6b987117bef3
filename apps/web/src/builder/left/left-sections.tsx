import {
  Article,
  Briefcase,
  Certificate,
  CompassTool,
  GameController,
  GraduationCap,
  HandHeart,
  type Icon,
  Medal,
  PuzzlePiece,
  ShareNetwork,
  Books,
  Translate,
  User,
  Users,
  Wrench,
} from "@phosphor-icons/react";
import { type SectionId, sectionIds } from "@vitae/schema";
import { createElement } from "react";

/** What the left panel shows a block for: the basics, a built-in section, or a custom one. */
export type LeftSectionKey = "basics" | SectionId | `custom.${string}`;

/** The panel's built-in blocks in `sectionIds` order (custom sections and the add button follow). */
export const leftSectionKeys = ["basics", ...sectionIds] as const satisfies readonly LeftSectionKey[];

const icons: Record<"basics" | SectionId, Icon> = {
  basics: User,
  summary: Article,
  profiles: ShareNetwork,
  experience: Briefcase,
  education: GraduationCap,
  skills: CompassTool,
  languages: Translate,
  awards: Medal,
  certifications: Certificate,
  interests: GameController,
  projects: Wrench,
  publications: Books,
  volunteer: HandHeart,
  references: Users,
};

const hasOwnIcon = (key: LeftSectionKey): key is keyof typeof icons => Object.hasOwn(icons, key);

/** The icon of a block in the panel headings and the rail; custom sections share one. */
export function SectionIcon({ sectionKey, className }: { sectionKey: LeftSectionKey; className?: string }) {
  const props = { size: 20, "aria-hidden": true, className };
  return hasOwnIcon(sectionKey) ? createElement(icons[sectionKey], props) : <PuzzlePiece {...props} />;
}

/** The DOM id of a block, which the rail's shortcuts scroll to. */
export function sectionElementId(key: LeftSectionKey): string {
  return `builder-section-${key}`;
}
