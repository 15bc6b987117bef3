import type { RegisterDto, User } from "@vitae/schema";
import type { FastifyInstance } from "fastify";
import { PDFDocument } from "pdf-lib";
import { expect } from "vitest";
import type { ResumePrinter } from "../../src/printer/app-printer";
import { createResume, type ResumeJson } from "../../src/test/test-resumes";
import { imageOf, multipartBody, type FilePart } from "../../src/test/test-images";
import { signUp } from "../../src/test/accounts";
import { TestClient } from "../../src/test/cookie-jar";

/**
 * A printer that answers at once with fixed bytes: access-control tests need print routes
 * that succeed for the owner, not real prints (those are checked in xss-print.test.ts). The PDF
 * is a valid blank page, so the resume check can read it.
 */
const blankDocument = await PDFDocument.create();
blankDocument.addPage();
const blankPdf = Buffer.from(await blankDocument.save());

export const instantPrinter: ResumePrinter = {
  printPdf: async () => blankPdf,
  previewImage: async () => imageOf("jpeg", 8, 8),
  status: () => ({ status: "up", detail: "stand-in" }),
  close: async () => undefined,
};

/** A signed-up user with their own browser (cookie jar). */
export interface Person {
  client: TestClient;
  user: User;
  registration: RegisterDto;
}

export async function signedUpPerson(app: FastifyInstance): Promise<Person> {
  const client = new TestClient(app);
  return { client, ...(await signUp(client)) };
}

/** PUT /api/storage/image with a small PNG, optionally into a resume's folder. */
export async function uploadPicture(client: TestClient, resumeId?: string) {
  const parts: FilePart[] = [{ name: "file", filename: "me.png", contentType: "image/png", data: await imageOf("png", 16, 16) }];
  if (resumeId !== undefined) parts.push({ name: "resumeId", data: resumeId });
  const { payload, headers } = multipartBody(parts);
  return client.request({ method: "PUT", url: "/api/storage/image", payload, headers });
}

/** Everything an owner has around one resume: the resume itself, a print, a preview and a picture. */
export interface OwnedResume {
  resume: ResumeJson;
  username: string;
  /** Paths (no origin) of the owner's PDF and preview downloads and of the stored picture. */
  pdfPath: string;
  previewPath: string;
  picturePath: string;
}

// Print addresses are origin-relative; a base makes absolute ones read alike.
const pathOf = (url: string) => new URL(url, "http://vitae.test").pathname;

export async function ownedResume(owner: Person, body: Record<string, unknown> = {}): Promise<OwnedResume> {
  const resume = await createResume(owner.client, body);
  const pdf = await owner.client.get(`/api/resume/print/${resume.id}`);
  const preview = await owner.client.get(`/api/resume/print/${resume.id}/preview`);
  const picture = await uploadPicture(owner.client, resume.id);
  for (const response of [pdf, preview, picture]) expect(response.statusCode, response.body).toBe(200);
  return {
    resume,
    username: owner.registration.username,
    pdfPath: pathOf(pdf.json().url),
    previewPath: pathOf(preview.json().url),
    picturePath: pathOf(picture.json().data),
  };
}
