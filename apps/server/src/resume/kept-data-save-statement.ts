import { and, eq, exists, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { resumes } from "../db/schema";
import { liveSessionQuery } from "../session/service";
import { columnsButData } from "./stored-data";

/** Whether the updated resume is a master with variants, answered by the UPDATE itself. */
export const withVariants = sql<boolean>`exists(select 1 from resumes as variant where variant.master_id = "resumes"."id")`;

/** Record columns a save may set besides the data. */
export const savedRecordColumns = ["title", "slug", "visibility"] as const;
export type SavedRecordColumn = (typeof savedRecordColumns)[number];

/** What varies between the statements of saves: what the statement sets, and whether it grows an open burst. */
export interface KeptDataSaveShape {
  /** The pending changes only, or the data whole. */
  write: "pending" | "whole";
  columns: readonly SavedRecordColumn[];
  /**
   * What answers a row when the resume's editing burst is open (and may note the save in it),
   * with placeholders, and which of the history's statements it is (resume/versions).
   */
  burst: { statement: SQL; kind: string } | undefined;
}

/**
 * The values a statement of `keptDataSaveStatement` is run with. Times and JSON go as text:
 * a placeholder skips the columns' own mapping, and both drivers send text the database reads.
 */
export type KeptDataSaveValues = {
  familyId: string;
  userId: string;
  /** The session's liveness is judged at this time. */
  now: string;
  resumeId: string;
  version: number;
  savedAt: string;
  /** JSON: the pending changes, or the data whole. */
  written: string;
} & Partial<Record<SavedRecordColumn, string>> &
  Record<string, unknown>;

function prepare(db: Db, shape: KeptDataSaveShape, name: string) {
  const placeholder = (key: string) => sql`${sql.placeholder(key)}`;
  const openBurst = shape.burst ? db.$with("open_burst", { resumeId: sql<string>`resume_id` }).as(shape.burst.statement) : undefined;
  return (openBurst ? db.with(openBurst) : db)
    .update(resumes)
    .set({
      ...Object.fromEntries(shape.columns.map((column) => [column, placeholder(column)])),
      ...(shape.write === "pending"
        ? { pendingChanges: sql`${sql.placeholder("written")}::jsonb` }
        : { storedData: sql`${sql.placeholder("written")}::jsonb`, pendingChanges: null }),
      version: sql`${resumes.version} + 1`,
      updatedAt: placeholder("savedAt"),
    })
    .where(
      and(
        eq(resumes.id, sql.placeholder("resumeId")),
        eq(resumes.userId, sql.placeholder("userId")),
        isNull(resumes.deletedAt),
        eq(resumes.locked, false),
        eq(resumes.version, sql.placeholder("version")),
        isNull(resumes.masterId),
        exists(liveSessionQuery({ db })),
        openBurst ? sql`exists (select 1 from ${openBurst})` : undefined,
      ),
    )
    .returning({ ...columnsButData, hasVariants: withVariants })
    .prepare(name);
}

type Statement = ReturnType<typeof prepare>;
const statementsByDb = new WeakMap<Db, Map<string, Statement>>();

/**
 * The UPDATE of an autosave based on data the server kept (its conditions: service.ts's
 * `saveFromKeptData`), prepared once per shape and database. Building it anew took about a
 * tenth of such a save's CPU; its shapes are few (the columns set, the history's burst).
 */
export function keptDataSaveStatement(db: Db, shape: KeptDataSaveShape): Statement {
  let statements = statementsByDb.get(db);
  if (!statements) statementsByDb.set(db, (statements = new Map()));
  const key = [shape.write, shape.burst ? `burst_${shape.burst.kind}` : "", ...shape.columns].join("_");
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = prepare(db, shape, `save_kept_data_${key}`)));
  return statement;
}
