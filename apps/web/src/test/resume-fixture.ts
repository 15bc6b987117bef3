import { createDefaultResumeData } from "@vitae/schema";
import type { VersionedResume } from "@/api/resume-api";
import { ada } from "./user-fixture";

let counter = 0;

/** A resume as the app holds it (dates are Dates); override what the test cares about. */
export function buildResume(overrides: Partial<VersionedResume> = {}): VersionedResume {
  counter += 1;
  // cuid2-shaped: lowercase letters and digits.
  const id = `resume${String(counter).padStart(18, "0")}`;
  return {
    id,
    title: `Resume ${counter}`,
    slug: `resume-${counter}`,
    visibility: "private",
    locked: false,
    data: createDefaultResumeData(),
    userId: ada.id,
    createdAt: new Date("2024-03-01T10:00:00.000Z"),
    updatedAt: new Date("2024-03-01T10:00:00.000Z"),
    version: 1,
    ...overrides,
  };
}

/** The same resume as the API sends it: JSON, so the dates are ISO strings. */
export const toJson = (resume: VersionedResume) => JSON.parse(JSON.stringify(resume)) as Record<string, unknown>;
