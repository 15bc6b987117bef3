import {
  createId,
  type CreateVariantDto,
  type DeleteVariantsMode,
  emptyDifferences,
  type ExportedVariant,
  extractDifferences,
  type PatchVariantDto,
  type ResumeExport,
  slugify,
  type VariantListEntry,
  variantLimits,
  variantsExportKey,
} from "@vitae/schema";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { resumes } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { insertResume, insertWithFreeSlug } from "../insert-resume";
import { presentVariantListEntry, type ResumeRow } from "../present";
import { cleanData, findOwnedResume, type ResumeDeps } from "../service";
import { adoptStoredFiles } from "../stored-files";
import { wholeData, withData } from "../stored-data";
import { sectionNamesIn } from "./section-names-in";
import { effectiveData, masterData, variantColumns } from "./variant-data";

/** A master's variants that are not in the Trash, oldest first. */
async function liveVariants(db: Db, masterId: string): Promise<ResumeRow[]> {
  const rows = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.masterId, masterId), isNull(resumes.deletedAt)))
    .orderBy(asc(resumes.createdAt), asc(resumes.id));
  return rows.map(withData);
}

/**
 * POST /resume/{id}/variants: a private variant identical to its master, apart from the
 * default section names, which a variant with a language shows in that language. A variant of
 * a variant is refused (one level), and so is one past the limit.
 */
export async function createVariant(deps: ResumeDeps, userId: string, masterId: string, dto: CreateVariantDto): Promise<ResumeRow> {
  const master = await findOwnedResume(deps, userId, masterId);
  if (master.masterId) throw new AppError("ResumeVariantOfVariant");
  const [existing] = await deps.db
    .select({ value: count() })
    .from(resumes)
    .where(and(eq(resumes.masterId, masterId), isNull(resumes.deletedAt)));
  if ((existing?.value ?? 0) >= variantLimits.variantsPerMaster) throw new AppError("ResumeTooManyVariants");
  const data = sectionNamesIn(master.data, master.data, dto.language ?? null);
  return insertResume(deps, {
    id: createId(),
    title: dto.title,
    slug: dto.slug,
    visibility: "private",
    locked: false,
    data,
    userId,
    masterId,
    differences: data === master.data ? emptyDifferences() : extractDifferences(master.data, data),
    language: dto.language ?? null,
    purpose: dto.purpose || null,
  });
}

/** GET /resume/{id}/variants: the master's variants with what differs in each. */
export async function listVariants(deps: ResumeDeps, userId: string, masterId: string): Promise<VariantListEntry[]> {
  await findOwnedResume(deps, userId, masterId);
  const rows = await liveVariants(deps.db, masterId);
  return rows.map(presentVariantListEntry);

}

async function ownedVariant(deps: ResumeDeps, userId: string, id: string): Promise<ResumeRow & { masterId: string }> {
  const row = await findOwnedResume(deps, userId, id);
  if (!row.masterId) throw new AppError("ResumeNotVariant");
  if (row.locked) throw new AppError("ResumeLocked");
  return row as ResumeRow & { masterId: string };
}

/**
 * PATCH /resume/{id}/variant: the variant's language and purpose; a new version, as prints may
 * change. A new language also renames the sections that still have a default name (see
 * `sectionNamesIn`), in one transaction that holds the variant's row, so a save in between
 * cannot be overwritten by data read before it.
 */
export async function patchVariant(deps: ResumeDeps, userId: string, id: string, dto: PatchVariantDto): Promise<ResumeRow> {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: resumes.id }).from(resumes).where(and(eq(resumes.id, id), eq(resumes.userId, userId))).for("update");
    const current = await ownedVariant({ ...deps, db: tx }, userId, id);
    const relabel = dto.language !== undefined && dto.language !== current.language;
    let content = {};
    if (relabel) {
      const master = await masterData(tx, current.masterId);
      const data = sectionNamesIn(current.data, master, dto.language ?? null);
      if (data !== current.data) content = { ...wholeData(data), differences: extractDifferences(master, data, current.differences ?? undefined) };
    }
    const changes = {
      ...content,
      ...(dto.language === undefined ? {} : { language: dto.language }),
      ...(dto.purpose === undefined ? {} : { purpose: dto.purpose || null }),
    };
    const [row] = await tx
      .update(resumes)
      .set({ ...changes, version: sql`${resumes.version} + 1` })
      .where(and(eq(resumes.id, id), eq(resumes.userId, userId), eq(resumes.locked, false)))
      .returning();
    if (!row) throw new AppError("ResumeNotFound");
    return withData(row);
  });
}

/**
 * Makes a variant an ordinary resume holding its effective data. Pictures it shows from its
 * master's folder are copied into its own, so the master's deletion cannot take them.
 */
async function detach(deps: ResumeDeps, row: ResumeRow, db: Db = deps.db): Promise<ResumeRow> {
  const data = await adoptStoredFiles(deps, row.userId, row.id, row.data);
  const [detached] = await db
    .update(resumes)
    .set({ ...wholeData(data), masterId: null, differences: null, version: sql`${resumes.version} + 1` })
    .where(eq(resumes.id, row.id))
    .returning();
  if (!detached) throw new AppError("ResumeNotFound");
  return withData(detached);
}

/** POST /resume/{id}/detach. */
export async function detachVariant(deps: ResumeDeps, userId: string, id: string): Promise<ResumeRow> {
  return detach(deps, await ownedVariant(deps, userId, id));
}

/**
 * Before a resume goes to the Trash: a master with variants needs `mode`. Answers what to do
 * with the variants once the master is trashed: detach them, or trash them at the same moment.
 */
export async function settleVariantsOfDeleted(
  deps: ResumeDeps,
  userId: string,
  id: string,
  mode: DeleteVariantsMode | undefined,
): Promise<(deletedAt: Date) => Promise<void>> {
  const variants = (
    await deps.db
      .select()
      .from(resumes)
      .where(and(eq(resumes.masterId, id), eq(resumes.userId, userId), isNull(resumes.deletedAt)))
  ).map(withData);
  if (variants.length === 0) return async () => {};
  if (!mode) throw new AppError("ResumeHasVariants");
  if (mode === "delete" && variants.some((variant) => variant.locked)) {
    throw new AppError("ResumeLocked", "A variant of this resume is locked; unlock it before deleting it with its master.");
  }
  return async (deletedAt) => {
    if (mode === "detach") {
      for (const variant of variants) await detach(deps, variant);
      return;
    }
    await deps.db
      .update(resumes)
      .set({ deletedAt, updatedAt: sql`${resumes.updatedAt}` })
      .where(and(eq(resumes.masterId, id), isNull(resumes.deletedAt)));
  };
}

/** GET /resume/{id}/export: our format; a master's variants (their differences) with `include`. */
export async function exportResume(deps: ResumeDeps, userId: string, id: string, include: boolean): Promise<ResumeExport> {
  const row = await findOwnedResume(deps, userId, id);
  if (!include || row.masterId) return row.data;
  const variants = await liveVariants(deps.db, id);
  if (variants.length === 0) return row.data;
  const exported: ExportedVariant[] = variants.map((variant) => ({
    title: variant.title,
    slug: variant.slug,
    language: variant.language,
    purpose: variant.purpose,
    differences: variant.differences ?? emptyDifferences(),
  }));
  return { ...row.data, [variantsExportKey]: exported };
}

/**
 * The variants of an imported master: each made from its differences over the master's stored
 * data (sanitised, as any save), at its slug or the next free one.
 */
export async function importVariants(deps: ResumeDeps, master: ResumeRow, variants: readonly ExportedVariant[]): Promise<void> {
  for (const variant of variants.slice(0, variantLimits.variantsPerMaster)) {
    const data = await cleanData(effectiveData(master.data, variant.differences).data);
    const { differences } = await variantColumns(deps.db, master.id, data, variant.differences);
    await insertWithFreeSlug(
      deps,
      {
        id: createId(),
        title: variant.title,
        visibility: "private",
        locked: false,
        data,
        userId: master.userId,
        masterId: master.id,
        differences,
        language: variant.language ?? null,
        purpose: variant.purpose || null,
      },
      slugify(variant.slug) || "variant",
    );
  }
}
