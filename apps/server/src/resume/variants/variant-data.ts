import {
  applyDifferences,
  extractDifferences,
  jsonEqual,
  resumeDataSchema,
  type ResumeData,
  type VariantDifferences,
} from "@vitae/schema";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { resumes } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { dataOf, storedDataColumns, wholeData, withData } from "../stored-data";

/** The data of a variant's master, trashed or not (a variant may outlive its master's stay in the Trash). */
export async function masterData(db: Db, masterId: string): Promise<ResumeData> {
  const [master] = await db.select(storedDataColumns).from(resumes).where(eq(resumes.id, masterId));
  if (!master) throw new AppError("ResumeNotFound");
  return dataOf(master);
}

/**
 * The effective data of `differences` over `master`, checked against the resume schema:
 * differences sent by a client may produce data no resume may hold, which is refused with
 * the fields named, never stored.
 */
export function effectiveData(master: ResumeData, differences: VariantDifferences): { data: ResumeData; differences: VariantDifferences } {
  const applied = applyDifferences(master, differences);
  const parsed = resumeDataSchema.safeParse(applied.data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map((key) => (typeof key === "symbol" ? String(key) : key)), message: issue.message }));
    throw new AppError("ValidationError", "These differences give resume data that is not valid.", {}, { issues });
  }
  return { data: parsed.data, differences: applied.differences };
}

/**
 * The columns a save of a variant writes: its (cleaned) effective data and the differences
 * from the master's current data, keeping the notes about dropped differences.
 */
export async function variantColumns(
  db: Db,
  masterId: string,
  data: ResumeData,
  previous: VariantDifferences | null,
): Promise<{ data: ResumeData; differences: VariantDifferences }> {
  const master = await masterData(db, masterId);
  return { data, differences: extractDifferences(master, data, previous ?? undefined) };
}

/**
 * After a master's data changed: every variant's effective data computed again from its
 * differences, in one transaction that holds the master's row, so the last refresh to commit
 * always read the master's newest data. A variant whose effective data changed gets a new
 * version (an edit of it based on the older one then meets 409); differences that no longer
 * apply are dropped with a note.
 */
export async function refreshVariants(db: Db, masterId: string): Promise<void> {
  const [hasAny] = await db.select({ id: resumes.id }).from(resumes).where(eq(resumes.masterId, masterId)).limit(1);
  if (!hasAny) return;
  await db.transaction(async (tx) => {
    const [stored] = await tx.select(storedDataColumns).from(resumes).where(eq(resumes.id, masterId)).for("update");
    if (!stored) return;
    const master = dataOf(stored);
    const variants = (
      await tx
        .select({ id: resumes.id, ...storedDataColumns, differences: resumes.differences })
        .from(resumes)
        .where(eq(resumes.masterId, masterId))
        .for("update")
    ).map(withData);
    for (const variant of variants) {
      if (!variant.differences) continue;
      const applied = applyDifferences(master, variant.differences);
      if (jsonEqual(applied.data, variant.data) && applied.dropped.length === 0) continue;
      await tx
        .update(resumes)
        .set({ ...wholeData(applied.data), differences: applied.differences, version: sql`${resumes.version} + 1` })
        .where(and(eq(resumes.id, variant.id), eq(resumes.masterId, masterId)));
    }
  });
}
