import type { Resume, ResumeData } from "@vitae/schema";
import { expect } from "vitest";
import type { TestClient } from "./cookie-jar";

/** A resume as the API answers it (dates as ISO strings). */
export type ResumeJson = Omit<Resume, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

let counter = 0;

/** Creates a resume through the API; override what the test is about. */
export async function createResume(client: TestClient, body: Record<string, unknown> = {}): Promise<ResumeJson> {
  counter += 1;
  const response = await client.post("/api/resume", { title: `Resume ${counter}`, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Saves the resume with a new headline as the builder does: the whole data, based on the version it holds. */
export async function saveHeadline(client: TestClient, resume: ResumeJson, headline: string): Promise<ResumeJson> {
  const data: ResumeData = structuredClone(resume.data);
  data.basics.headline = headline;
  const response = await client.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
