import { type ResumeData, createDefaultResumeData, sampleResume } from "@vitae/schema";

/** The default resume with only a name: every section empty. */
export function minimalResume(): ResumeData {
  const data = createDefaultResumeData();
  data.basics.name = "Ada Minimal";
  return data;
}

/** The sample resume, deep-copied so a test may change it. */
export function sampleCopy(): ResumeData {
  return structuredClone(sampleResume);
}

/** Text of fullResume that is hidden (items, a section, a custom section) and must never show. */
export const hiddenTexts = [
  "Hidden Employer Ltd",
  "Secret Role",
  "Should never be printed",
  "Hidden Skill",
  "Hidden Project",
  "Hidden Custom Section",
  "Inside Hidden Section",
  "Hidden Custom Item",
  "What We Learned Deleting Half Our Alerts",
  "Publications",
];

const hiddenCustomId = "hx1hiddencustomsection0aa";
const skillsGridId = "cx2customgridsection00bb";

/**
 * A resume with every field filled: picture with effects, custom fields, every section, two
 * custom sections (one hidden), hidden items in several sections, a hidden built-in section,
 * a section in three columns, levels 0 to 5 and two layout pages.
 */
export function fullResume(): ResumeData {
  const data = sampleCopy();
  data.basics.picture = {
    url: "/uploads/marisol.webp",
    size: 96,
    aspectRatio: 0.75,
    borderRadius: 6,
    effects: { hidden: false, border: true, grayscale: true },
  };
  data.basics.customFields.push(
    { id: "cf3workpermit000000000cc", icon: "identification-card", name: "Work permit", value: "EU Blue Card" },
    { id: "cf4portfolio0000000000dd", icon: "unknown-icon", name: "Portfolio", value: "https://portfolio.example.com" },
  );

  const { sections } = data;
  sections.experience.items.push({
    id: "hiddenexperience00000000",
    visible: false,
    company: "Hidden Employer Ltd",
    position: "Secret Role",
    location: "Nowhere",
    date: "2010 - 2011",
    summary: "<p>Should never be printed.</p>",
    url: { label: "", href: "" },
  });
  sections.skills.items.push(
    { id: "skilllevel00000000000000", visible: true, name: "Unrated Skill", description: "", level: 0, keywords: [] },
    { id: "skilllevel10000000000000", visible: true, name: "Beginner Skill", description: "Beginner", level: 1, keywords: ["One"] },
    { id: "hiddenskill0000000000000", visible: false, name: "Hidden Skill", description: "", level: 2, keywords: [] },
  );
  sections.projects.items.push({
    id: "hiddenproject00000000000",
    visible: false,
    name: "Hidden Project",
    description: "",
    date: "",
    summary: "",
    keywords: [],
    url: { label: "", href: "" },
  });
  sections.publications.visible = false;
  sections.languages.columns = 3;
  sections.custom[hiddenCustomId] = {
    id: hiddenCustomId,
    name: "Hidden Custom Section",
    columns: 1,
    visible: false,
    items: [
      {
        id: "hiddencustomitem00000000",
        visible: true,
        name: "Inside Hidden Section",
        description: "",
        date: "",
        location: "",
        summary: "",
        keywords: [],
        url: { label: "", href: "" },
      },
    ],
  };
  sections.custom[skillsGridId] = {
    id: skillsGridId,
    name: "Open Source",
    columns: 2,
    visible: true,
    items: [
      {
        id: "customitemvisible0000000",
        visible: true,
        name: "vitae",
        description: "Contributor",
        date: "2024 - Present",
        location: "Remote",
        summary: "<p>Templates and <strong>printing</strong>.</p>",
        keywords: ["TypeScript", "React"],
        url: { label: "Repository", href: "https://github.com/example/vitae" },
      },
      {
        id: "customitemhidden00000000",
        visible: false,
        name: "Hidden Custom Item",
        description: "",
        date: "",
        location: "",
        summary: "",
        keywords: [],
        url: { label: "", href: "" },
      },
    ],
  };

  const [firstPage] = data.metadata.layout;
  if (!firstPage) throw new Error("sample layout has a page");
  const [main = [], sidebar = []] = firstPage;
  data.metadata.layout = [
    [
      main.filter((key) => key !== "references"),
      [...sidebar, `custom.${hiddenCustomId}`],
    ],
    [["references", `custom.${skillsGridId}`], ["custom.doesnotexist000000"]],
  ];
  data.metadata.css = { value: ".vitae-name { letter-spacing: 0.1em; }", visible: true };
  return data;
}
