/**
 * Resumes for the template print suite (templates-print.test.ts): the sample, a minimal one
 * (defaults and a name) and a "full" one with every field filled, hidden sections and items,
 * two layout pages and an experience section long enough to run over several physical pages.
 * The full resume follows packages/templates/src/test/fixtures.ts (not exported by the
 * package), plus the long experience section.
 */
import { type ResumeData, createDefaultResumeData, sampleResume } from "@vitae/schema";

export function minimalResume(): ResumeData {
  const data = createDefaultResumeData();
  data.basics.name = "Ada Minimal";
  return data;
}

export function sampleCopy(): ResumeData {
  return structuredClone(sampleResume);
}

const hiddenCustomId = "hx1hiddencustomsection0aa";
const openSourceId = "cx2customgridsection00bb";

/** Text of the full resume that is hidden (items, a section, a custom section) and must never print. */
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

const employers = [
  "Harbourline Freight",
  "Quillmark Publishing",
  "Saltmarsh Energy",
  "Brightwater Robotics",
  "Ironbark Analytics",
  "Northgate Transit",
  "Lumen Orchard",
  "Copperfield Insurance",
  "Mistral Aviation",
  "Greywillow Labs",
  "Kestrel Payments",
  "Oakhaven Hospitals",
];

const bullet = (employer: string, index: number) =>
  `<li><p>At ${employer}, delivered initiative ${index + 1}: migrated the team's services to a shared platform, ` +
  "wrote the runbooks and alerts that went with it, and coached three engineers through their first on-call rotations " +
  "while keeping the error budget intact for the whole quarter.</p></li>";

/** Every field filled, hidden content in several places, two layout pages and a long experience section. */
export function fullResume(): ResumeData {
  const data = sampleCopy();
  data.basics.headline = "Staff Platform Engineer, reliability and developer tooling";
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
  employers.forEach((company, index) => {
    sections.experience.items.push({
      id: `longexperience${String(index).padStart(10, "0")}`,
      visible: true,
      company,
      position: index % 2 === 0 ? "Platform Engineer" : "Site Reliability Engineer",
      location: index % 3 === 0 ? "Remote" : "Portland, OR",
      date: `${2014 - index} - ${2015 - index}`,
      summary: `<ul>${[0, 1, 2].map((bulletIndex) => bullet(company, bulletIndex)).join("")}</ul>`,
      url: { label: index % 2 === 0 ? "Company site" : "", href: `https://${company.toLowerCase().replace(/\s+/g, "-")}.example.com` },
    });
  });
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
  sections.custom[openSourceId] = {
    id: openSourceId,
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
    [main.filter((key) => key !== "references"), [...sidebar, `custom.${hiddenCustomId}`]],
    [["references", `custom.${openSourceId}`], ["custom.doesnotexist000000"]],
  ];
  data.metadata.css = { value: ".vitae-name { letter-spacing: 0.1em; }", visible: true };
  return data;
}
