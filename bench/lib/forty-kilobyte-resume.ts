import { createId, type ResumeData, sampleResume } from "@vitae/schema";

const targetBytes = 40 * 1024;

/**
 * The sample resume grown to about 40 KB with more experience entries, each with its own
 * words: the size the budgets that name "a 40 KB resume" are measured with.
 */
export function fortyKilobyteResume(): ResumeData {
  const data = structuredClone(sampleResume);
  const template = data.sections.experience.items[0];
  if (!template) throw new Error("the sample resume has no experience");
  for (let index = 0; JSON.stringify(data).length < targetBytes; index++) {
    data.sections.experience.items.push({
      ...template,
      id: createId(),
      company: `Company ${index}`,
      summary: `<p>Led project ${index}: shipped feature ${index * 7} to ${index * 13} users, cut costs by ${index % 40}% and mentored ${index % 9} engineers.</p>`,
    });
  }
  return data;
}
