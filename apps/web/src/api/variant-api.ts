import {
  type DeleteVariantsMode,
  type PatchVariantDto,
  type VariantDifferences,
  type VariantListEntry,
  type createVariantSchema,
  variantListEntrySchema,
} from "@vitae/schema";
import type { z } from "zod";
import { api } from "./client";
import { type VersionedResume, parseResume } from "./resume-api";

/* The variant calls of docs/variants.md ("API"). */

const resumePath = (id: string) => `/resume/${encodeURIComponent(id)}`;

export const variantApi = {
  /** POST /resume/{masterId}/variants: a new variant, identical to the master. */
  create: async (masterId: string, body: z.input<typeof createVariantSchema>): Promise<VersionedResume> =>
    parseResume(await api.post<unknown>(`${resumePath(masterId)}/variants`, body)),
  /** GET /resume/{masterId}/variants: the master's variants, oldest first, each with what differs. */
  list: async (masterId: string): Promise<VariantListEntry[]> => {
    const body = await api.get<unknown>(`${resumePath(masterId)}/variants`);
    return variantListEntrySchema.array().parse(body);
  },
  /** PATCH /resume/{id}/variant: language and purpose (null clears); answers the variant with its new version. */
  update: async (id: string, body: PatchVariantDto): Promise<VersionedResume> =>
    parseResume(await api.patch<unknown>(`${resumePath(id)}/variant`, body)),
  /** PATCH /resume/{id} with differences: stores them as they are (dismissing the dropped notes). */
  saveDifferences: async (id: string, body: { differences: VariantDifferences; version: number }): Promise<VersionedResume> =>
    parseResume(await api.patch<unknown>(resumePath(id), body)),
  /** POST /resume/{id}/detach: the variant becomes an ordinary resume with the content it showed. */
  detach: async (id: string): Promise<VersionedResume> => parseResume(await api.post<unknown>(`${resumePath(id)}/detach`)),
  /** DELETE /resume/{id}?variants=…: a master with variants says what becomes of them. */
  removeMaster: async (id: string, variants: DeleteVariantsMode): Promise<void> => {
    await api.delete(`${resumePath(id)}?variants=${variants}`);
  },
};

/** Cache key of a master's variants list. */
export const variantsQueryKey = (masterId: string) => ["resume", masterId, "variants"] as const;
