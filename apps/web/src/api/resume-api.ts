import {
  type DuplicateResumeDto,
  type ImportResumeDto,
  type PatchResumeDto,
  type Resume,
  type ResumeData,
  type ResumeDataPatch,
  type SavedResume,
  savedResumeSchema,
  type Statistics,
  type createResumeRequestSchema,
  type lockResumeSchema,
  resumeSchema,
  statisticsSchema,
} from "@vitae/schema";
import type { z } from "zod";
import { api } from "./client";

/*
 * The resume calls of docs/resume-api.md. Answers are parsed with the schema package
 * (ISO date strings become Dates, a malformed answer fails here rather than in the UI).
 */

/** A resume as the API returns it: the record plus the version a PATCH must quote. */
export type VersionedResume = Resume & { version: number };

/** The answer to a save: the resume with its new version, without its data after a JSON Patch. */
export type SavedVersion = SavedResume & { version: number };

function withVersion<Record extends { id: string }>(record: Record, body: unknown): Record & { version: number } {
  const version = (body as { version?: unknown }).version;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    throw new TypeError(`Resume ${record.id} has no valid version`);
  }
  return { ...record, version };
}

/** Parses one resume of an answer; `version` is checked by hand because the record schema does not carry it. */
export function parseResume(body: unknown): VersionedResume {
  return withVersion(resumeSchema.parse(body), body);
}

/** Parses the answer to a save, which carries no data when the save was a JSON Patch. */
export function parseSaved(body: unknown): SavedVersion {
  return body !== null && typeof body === "object" && "data" in body ? parseResume(body) : withVersion(savedResumeSchema.parse(body), body);
}

// Request bodies are typed by the schemas the server checks them with.
type CreateResumeBody = z.input<typeof createResumeRequestSchema>;

/**
 * Body of a builder save: the version the edits were based on and either the whole data or
 * a JSON Patch of that version's data (builder/save/save-body.ts chooses).
 */
export type SaveResumeBody = { version: number } & ({ data: ResumeData } | { patch: ResumeDataPatch });

/** The `url` of a print or preview answer; an answer without one is an error. */
export function urlOf(body: unknown, what: string): string {
  const url = body && typeof body === "object" && "url" in body ? body.url : undefined;
  if (typeof url !== "string" || url === "") throw new TypeError(`The ${what} answer has no url`);
  return url;
}

const resumePath = (id: string) => `/resume/${encodeURIComponent(id)}`;

export const resumeApi = {
  list: async (): Promise<VersionedResume[]> => {
    const body = await api.get<unknown>("/resume");
    if (!Array.isArray(body)) throw new TypeError("GET /resume did not answer a list");
    return body.map(parseResume);
  },
  get: async (id: string): Promise<VersionedResume> => parseResume(await api.get<unknown>(resumePath(id))),
  /** `sample` starts from the sample resume instead of the default data. */
  create: async (body: CreateResumeBody): Promise<VersionedResume> => parseResume(await api.post<unknown>("/resume", body)),
  /** Renames (title, slug, and the version the edit was based on). */
  rename: async (id: string, body: Required<Pick<PatchResumeDto, "title" | "slug" | "version">>): Promise<VersionedResume> =>
    parseResume(await api.patch<unknown>(resumePath(id), body)),
  /**
   * Saves the builder's data; 409 ResumeVersionConflict when someone saved a newer version.
   * `keepalive` lets the save outlive the page (flush on close); browsers cap such bodies at 64 KiB.
   */
  save: async (id: string, body: SaveResumeBody, options: { keepalive?: boolean } = {}): Promise<SavedVersion> =>
    parseSaved(await api.patch<unknown>(resumePath(id), body, options.keepalive ? { keepalive: true } : {})),
  /** The sharing panel's changes: visibility, title, slug. */
  update: async (id: string, body: Pick<PatchResumeDto, "visibility" | "title" | "slug">): Promise<VersionedResume> =>
    parseResume(await api.patch<unknown>(resumePath(id), body)),
  duplicate: async (id: string, body: DuplicateResumeDto): Promise<VersionedResume> =>
    parseResume(await api.post<unknown>(`${resumePath(id)}/duplicate`, body)),
  /**
   * Creates a resume from imported data (201); a 400 ValidationError carries the server's
   * message. Without a title the server falls back to basics.name, and derives a free slug.
   */
  import: async (body: ImportResumeDto): Promise<VersionedResume> =>
    parseResume(await api.post<unknown>("/resume/import", body)),
  remove: async (id: string): Promise<void> => {
    await api.delete(resumePath(id));
  },
  /** GET /resume/{id}/statistics: how often the public page was viewed and its PDF downloaded. */
  statistics: async (id: string): Promise<Statistics> => statisticsSchema.parse(await api.get<unknown>(`${resumePath(id)}/statistics`)),
  /** Locks (`true`) or unlocks (`false`) a resume; answers the resume as it is now. */
  setLocked: async (id: string, set: boolean): Promise<VersionedResume> => {
    const body: z.input<typeof lockResumeSchema> = { set };
    return parseResume(await api.patch<unknown>(`${resumePath(id)}/lock`, body));
  },
  /**
   * POST /resume/print/{id}/prepare: the server renders the saved resume ahead of the print
   * asked for next (pointer on a download button), so that print only writes the PDF.
   */
  preparePrint: async (id: string): Promise<void> => {
    await api.post<unknown>(`/resume/print/${encodeURIComponent(id)}/prepare`);
  },
  /** GET /resume/print/{id}: the address of the resume's PDF (printed from the saved data). */
  printUrl: async (id: string): Promise<string> =>
    urlOf(await api.get<unknown>(`/resume/print/${encodeURIComponent(id)}`), "print"),
  /**
   * The address of the resume's preview image (the printing issue serves it). Any
   * answer without a usable `url` counts as "no preview", the same as a failed call.
   */
  previewUrl: async (id: string): Promise<string> => {
    return urlOf(await api.get<unknown>(`/resume/print/${encodeURIComponent(id)}/preview`), "preview");
  },
};
