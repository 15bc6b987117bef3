import {
  ChartBar,
  Code,
  Columns,
  DiamondsFour,
  DownloadSimple,
  File,
  type Icon,
  Info,
  Note,
  Palette,
  ShareNetwork,
  ClockCounterClockwise,
  TextAa,
  GitBranch,
} from "@phosphor-icons/react";

/** The right panel's sections, in the order the panel shows them (custom CSS beside page settings). */
export const designSections = [
  "template",
  "layout",
  "typography",
  "theme",
  "page",
  "css",
  "sharing",
  "variants",
  "statistics",
  "history",
  "export",
  "notes",
  "information",
] as const;

export type DesignSection = (typeof designSections)[number];

/** The element id of a section, which the rail scrolls to. */
export function designSectionId(section: DesignSection): string {
  return `builder-design-${section}`;
}

export const designSectionIcons: Record<DesignSection, Icon> = {
  template: DiamondsFour,
  layout: Columns,
  typography: TextAa,
  theme: Palette,
  page: File,
  css: Code,
  sharing: ShareNetwork,
  variants: GitBranch,
  statistics: ChartBar,
  history: ClockCounterClockwise,
  export: DownloadSimple,
  notes: Note,
  information: Info,
};
