/**
 * Resumes for the template print suite (printer/templates-print.test.ts): the sample, a minimal one
 * and a "full" one, as packages/templates renders them in its own tests, the full one with a
 * headline and an experience section long enough to run over several physical pages.
 */
import type { ResumeData } from "@vitae/schema";
import { fullResume as everyFieldResume } from "../../../../packages/templates/src/test/fixtures";

export { hiddenTexts, minimalResume, sampleCopy } from "../../../../packages/templates/src/test/fixtures";

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
  const data = everyFieldResume();
  data.basics.headline = "Staff Platform Engineer, reliability and developer tooling";
  employers.forEach((company, index) => {
    data.sections.experience.items.push({
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
  return data;
}
