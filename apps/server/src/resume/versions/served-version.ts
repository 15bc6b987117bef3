import { createId } from "@vitae/schema";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { resumes, resumeServings, resumeVersions } from "../../db/schema";
import { isForeignKeyViolation } from "../../db/unique-violation";
import type { ResumeRow } from "../present";
import { recordVersion } from "./version-store";

export type Serving = "view" | "download";

/**
 * The version holding `resume`'s data as read. A version's `resumeVersion` names the data it
 * holds, so one with the same number is that data; the newest is looked at first, and it
 * is usually the one.
 */
async function versionOf(db: Db, resume: ResumeRow): Promise<string | undefined> {
  const [found] = await db
    .select({ id: resumeVersions.id })
    .from(resumeVersions)
    .where(and(eq(resumeVersions.resumeId, resume.id), eq(resumeVersions.resumeVersion, resume.version)))
    .orderBy(desc(resumeVersions.createdAt))
    .limit(1);
  return found?.id;
}

/**
 * The version holding `resume`'s data as read, kept first when it is not one yet (edits become
 * versions only when their editing burst ends), so the owner can always see and compare what
 * was served. Undefined when the resume was deleted meanwhile.
 */
async function keepServedVersion(db: Db, resume: ResumeRow): Promise<string | undefined> {
  const found = await versionOf(db, resume);
  if (found) return found;
  try {
    return await db.transaction(async (tx) => {
      // One visitor at a time keeps the version: two at once must not keep the same data twice.
      const [alive] = await tx.select({ id: resumes.id }).from(resumes).where(eq(resumes.id, resume.id)).for("update");
      if (!alive) return undefined;
      const kept = await versionOf(tx, resume);
      if (kept) return kept;
      const row = await recordVersion(tx, {
        resumeId: resume.id,
        resumeVersion: resume.version,
        data: resume.data,
        kind: "edit",
        // The data dates from its last save.
        createdAt: resume.updatedAt,
      });
      return row.id;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Notes that `resume`, as it was read, was served (a view of its public page or a download of
 * its PDF) with the version holding its data, and counts it in the resume's statistics when
 * `counted` (the owner's own views and downloads are noted, not counted). Nothing about the
 * visitor is kept. One statement when the data served is a version already, as it usually
 * is (every public page and print after the first of an edit): a view on the embedded
 * database costs this thread a statement instead of three. Otherwise the version is kept
 * first. Nothing is noted when the resume was deleted meanwhile.
 */
export async function noteServed(db: Db, resume: ResumeRow, kind: Serving, { byOwner, counted }: { byOwner: boolean; counted: boolean }): Promise<void> {
  const column = sql.identifier(kind === "view" ? "views" : "downloads");
  const now = new Date().toISOString();
  // A data-modifying CTE runs whether or not the insert below finds the version.
  const count = counted
    ? sql`, counted as (
        insert into statistics (id, resume_id, ${column}) values (${createId()}, ${resume.id}, 1)
        on conflict (resume_id) do update set ${column} = statistics.${column} + 1, updated_at = ${now}::timestamptz)`
    : sql``;
  try {
    const result = await db.execute(sql`
      with served_version as (
        select id from resume_versions where resume_id = ${resume.id} and resume_version = ${resume.version}
        order by created_at desc limit 1)${count}
      insert into resume_servings (id, resume_id, version_id, kind, by_owner)
      select ${createId()}, ${resume.id}, served_version.id, ${kind}, ${byOwner} from served_version
      returning id`);
    if ((result as unknown as { rows: unknown[] }).rows.length > 0) return;
    const versionId = await keepServedVersion(db, resume);
    if (versionId) await db.insert(resumeServings).values({ id: createId(), resumeId: resume.id, versionId, kind, byOwner });
  } catch (error) {
    // The resume (or the version) was deleted while it was being served: nothing to note.
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/** The most downloads GET /resume/{id}/downloads lists. */
export const recentDownloadLimit = 20;

/** The resume's newest downloads, each with the version it printed. The caller checks ownership. */
export async function recentDownloads(db: Db, resumeId: string) {
  const rows = await db
    .select({
      downloadedAt: resumeServings.servedAt,
      byOwner: resumeServings.byOwner,
      versionId: resumeVersions.id,
      kind: resumeVersions.kind,
      name: resumeVersions.name,
      createdAt: resumeVersions.createdAt,
    })
    .from(resumeServings)
    .leftJoin(resumeVersions, eq(resumeVersions.id, resumeServings.versionId))
    .where(and(eq(resumeServings.resumeId, resumeId), eq(resumeServings.kind, "download")))
    .orderBy(desc(resumeServings.servedAt), desc(resumeServings.id))
    .limit(recentDownloadLimit);
  return rows.map((row) => ({
    downloadedAt: row.downloadedAt,
    byOwner: row.byOwner,
    version:
      row.versionId && row.kind && row.createdAt
        ? { id: row.versionId, kind: row.kind, name: row.name, createdAt: row.createdAt }
        : null,
  }));
}

/**
 * Views and downloads per version of the resume, counted like its statistics: the owner's
 * own views and downloads are not counted. A subquery to join on `version_id`.
 */
export const servedCounts = (resumeId: string) => sql`
  select version_id,
    count(*) filter (where kind = 'view')::int as views,
    count(*) filter (where kind = 'download')::int as downloads
  from resume_servings
  where resume_id = ${resumeId} and version_id is not null and not by_owner
  group by version_id`;
