import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createDefaultResumeData, defaultSectionItems, type ResumeData } from "@vitae/schema";

/** A resume as the corpus writes it: only what the matching reads. */
interface CorpusResume {
  headline: string;
  summary: string;
  experience: { company: string; position: string; bullets: string[] }[];
  skills: { name: string; keywords: string[] }[];
}

/** One hand-written case: a resume, a job posting, and the terms a careful reader expects found and missing. */
export interface CorpusCase {
  name: string;
  /** The posting's language as the matching should detect it. */
  language: string;
  resume: ResumeData;
  job: string;
  matched: string[];
  missing: string[];
}

const folder = path.join(import.meta.dirname, "keyword-corpus");

function resumeOf(written: CorpusResume): ResumeData {
  const data = createDefaultResumeData();
  data.basics.name = "Corpus Person";
  data.basics.headline = written.headline;
  data.sections.summary.content = `<p>${written.summary}</p>`;
  data.sections.experience.items = written.experience.map((job, index) => ({
    ...defaultSectionItems.experience,
    id: `experience-${index}`,
    visible: true,
    company: job.company,
    position: job.position,
    summary: `<ul>${job.bullets.map((bullet) => `<li><p>${bullet}</p></li>`).join("")}</ul>`,
  }));
  data.sections.skills.items = written.skills.map((skill, index) => ({ ...defaultSectionItems.skills, id: `skill-${index}`, visible: true, name: skill.name, keywords: skill.keywords }));
  return data;
}

/** Every case of the corpus (test/keyword-corpus/*.json), by file name. */
export function corpusCases(): CorpusCase[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const written = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as Omit<CorpusCase, "name" | "resume" | "job"> & { resume: CorpusResume; job: string[] };
      return { ...written, name: file.replace(/\.json$/, ""), resume: resumeOf(written.resume), job: written.job.join("\n") };
    });
}
