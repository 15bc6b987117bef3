import { createId, type ResumeData, type VersionKind } from "@vitae/schema";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { resumeVersions } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { dataText, decodeChain, encodeDelta, encodeKeyframe, maxDepth } from "./version-codec";
import { summarizeChange, type VersionSummary } from "./version-summary";

export type VersionRow = typeof resumeVersions.$inferSelect;

/** The columns of a version but its payload: what lists and answers need. */
export const versionListColumns = {
  id: resumeVersions.id,
  kind: resumeVersions.kind,
  name: resumeVersions.name,
  resumeVersion: resumeVersions.resumeVersion,
  createdAt: resumeVersions.createdAt,
  summary: resumeVersions.summary,
};

export type VersionListRow = Omit<VersionRow, "payload" | "baseId" | "depth" | "resumeId">;

export function presentVersion(row: VersionListRow) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    resumeVersion: row.resumeVersion,
    createdAt: row.createdAt,
    summary: row.summary as VersionSummary,
  };
}

/** The text of a version: its keyframe and the deltas on it, read in one statement. */
async function readVersionText(db: Db, resumeId: string, versionId: string): Promise<string> {
  const result = await db.execute(sql`
    with recursive chain as (
      select id, base_id, payload, 0 as step from resume_versions where id = ${versionId} and resume_id = ${resumeId}
      union all
      select v.id, v.base_id, v.payload, chain.step + 1 from resume_versions v join chain on v.id = chain.base_id
    )
    select base_id, payload from chain order by step desc`);
  const rows = (result as unknown as { rows: { base_id: string | null; payload: Uint8Array }[] }).rows;
  if (rows.length === 0) throw new AppError("NotFound", "This version does not exist.");
  return decodeChain(rows.map((row) => ({ payload: row.payload, isKeyframe: row.base_id === null })));
}

/** The data of one of the resume's versions; another resume's version is NotFound. */
export async function readVersionData(db: Db, resumeId: string, versionId: string): Promise<ResumeData> {
  return JSON.parse(await readVersionText(db, resumeId, versionId)) as ResumeData;
}

/** The resume's newest version (the base of the next one), without its payload. */
async function newestVersion(db: Db, resumeId: string) {
  const [row] = await db
    .select({ id: resumeVersions.id, depth: resumeVersions.depth, resumeVersion: resumeVersions.resumeVersion })
    .from(resumeVersions)
    .where(eq(resumeVersions.resumeId, resumeId))
    .orderBy(desc(resumeVersions.createdAt), desc(resumeVersions.id))
    .limit(1);
  return row;
}

/** How a version's data is stored given the version it would follow: a delta, unless the chain is full. */
function encodeAfter(base: { id: string; depth: number; text: string } | null, text: string) {
  const keyframe = { baseId: null, depth: 0, payload: encodeKeyframe(text) };
  if (!base || base.depth + 1 >= maxDepth) return keyframe;
  const payload = encodeDelta(base.text, text);
  return payload && payload.length < keyframe.payload.length ? { baseId: base.id, depth: base.depth + 1, payload } : keyframe;
}

export interface NewVersion {
  resumeId: string;
  resumeVersion: number;
  data: ResumeData;
  kind: VersionKind;
  name?: string | null;
  createdAt?: Date;
}

/**
 * Keeps `data` as a new version after the resume's newest one. Unless it is named, a state
 * already kept (same resume version as the newest) is not kept twice: that version is answered.
 */
export async function recordVersion(db: Db, version: NewVersion): Promise<VersionListRow> {
  const newest = await newestVersion(db, version.resumeId);
  if (newest && version.kind !== "named" && newest.resumeVersion === version.resumeVersion) {
    const [kept] = await db.select(versionListColumns).from(resumeVersions).where(eq(resumeVersions.id, newest.id));
    if (kept) return kept;
  }
  const text = dataText(version.data);
  const baseText = newest ? await readVersionText(db, version.resumeId, newest.id) : null;
  const base = newest && baseText !== null ? { id: newest.id, depth: newest.depth, text: baseText } : null;
  const stored = encodeAfter(base, text);
  const summary = summarizeChange(baseText === null ? null : (JSON.parse(baseText) as ResumeData), version.data);
  const [row] = await db
    .insert(resumeVersions)
    .values({
      id: createId(),
      resumeId: version.resumeId,
      kind: version.kind,
      name: version.name ?? null,
      resumeVersion: version.resumeVersion,
      ...stored,
      summary,
      ...(version.createdAt ? { createdAt: version.createdAt } : {}),
    })
    .returning(versionListColumns);
  if (!row) throw new Error("insert returned no version");
  return row;
}

/**
 * Deletes versions of one resume. The deltas based on a deleted version are first rewritten
 * on that version's own base (or stored whole), so every remaining version still reads back.
 * Call it inside a transaction: the rewrite and the deletion must land together.
 */
export async function deleteVersions(db: Db, resumeId: string, ids: string[]): Promise<void> {
  for (const id of ids) {
    const [victim] = await db
      .select({ id: resumeVersions.id, baseId: resumeVersions.baseId, depth: resumeVersions.depth })
      .from(resumeVersions)
      .where(and(eq(resumeVersions.id, id), eq(resumeVersions.resumeId, resumeId)));
    if (!victim) continue;
    const children = await db
      .select({ id: resumeVersions.id })
      .from(resumeVersions)
      .where(eq(resumeVersions.baseId, id));
    const baseText = victim.baseId ? await readVersionText(db, resumeId, victim.baseId) : null;
    for (const child of children) {
      const text = await readVersionText(db, resumeId, child.id);
      const base = victim.baseId && baseText !== null ? { id: victim.baseId, depth: victim.depth - 1, text: baseText } : null;
      await db.update(resumeVersions).set(encodeAfter(base, text)).where(eq(resumeVersions.id, child.id));
    }
    await db.delete(resumeVersions).where(eq(resumeVersions.id, id));
  }
}
