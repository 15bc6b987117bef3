import {
  type CreateVersionDto,
  type ResumeData,
  type RestoreVersionResponse,
  sanitizeResumeData,
  type VersionComparison,
} from "@vitae/schema";
import { and, asc, desc, eq, exists, isNull, lt, type SQL, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/database";
import { resumeEditBursts, resumes, resumeVersions } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { presentResume } from "../present";
import { findOwnedResume, requireOwnedResume } from "../service";
import { refreshVariants, variantColumns } from "../variants/variant-data";
import { compareResumeData } from "./compare-resume-data";
import { recentDownloads, servedCounts } from "./served-version";
import { dataOf, storedDataColumns, wholeData, withData } from "../stored-data";
import { deleteVersions, presentVersion, readVersionData, recordVersion, versionListColumns } from "./version-store";

/**
 * An editing burst ends after this long without a save… As the builder autosaves every few
 * seconds, the usual save (`openBurstExtension`) writes the time of the burst's last save
 * only when this server has not written it in the last `burstNoteMs`: a burst then ends 9
 * to 10 minutes after its last save.
 */
export const burstIdleMs = 10 * 60_000;
/** How long a burst's last save may go unwritten. */
export const burstNoteMs = 60_000;
/** …or once it has lasted this long, whichever comes first. */
export const burstMaxMs = 30 * 60_000;

const dayMs = 24 * 60 * 60_000;

/** The times an open burst is judged by, as ISO text (which both drivers send as it is). */
type BurstTimes = Record<"burstNow" | "burstIdleSince" | "burstStartedSince", string>;

function burstTimes(now: Date): BurstTimes {
  return {
    burstNow: now.toISOString(),
    burstIdleSince: new Date(now.getTime() - burstIdleMs).toISOString(),
    burstStartedSince: new Date(now.getTime() - burstMaxMs).toISOString(),
  };
}

type BurstValues = Record<"userId" | "resumeId" | keyof BurstTimes, unknown>;

export interface ResumeHistoryDeps {
  db: Db;
  /** Milliseconds since the epoch; tests move it to close bursts. */
  now: () => number;
  /** Automatic versions older than this are thinned to one per day. */
  thinAfterDays: number;
}

/**
 * A resume's History: automatic versions (one per editing burst, one before each restore,
 * import or bulk change), named versions, restoring and comparing. Every call checks that
 * the resume is the user's and not in the Trash (ResumeNotFound otherwise).
 */
export class ResumeHistory {
  /** The statements of `openBurstExtension`, with placeholders, built on first use. */
  private openBurstStatements: { open: SQL; note: SQL } | undefined;
  /** When this server last wrote the time of a resume's burst's last save, by resume. */
  private readonly noted = new LRUCache<string, number>({ max: 4096 });

  constructor(private readonly deps: ResumeHistoryDeps) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * The versions as the JSON text of the list answer, built by the database in one
   * statement: a thousand versions are one value to send, not a thousand rows to parse and
   * encode again. Each entry: id, kind, name, resumeVersion, createdAt (ISO, UTC), summary,
   * views, downloads.
   */
  async listJson(userId: string, resumeId: string): Promise<string> {
    await requireOwnedResume({ db: this.db }, userId, resumeId);
    const result = await this.db.execute(sql`
      select coalesce(json_agg(json_build_object(
        'id', v.id, 'kind', v.kind, 'name', v.name, 'resumeVersion', v.resume_version,
        'createdAt', to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'summary', v.summary, 'views', coalesce(s.views, 0), 'downloads', coalesce(s.downloads, 0)
      ) order by v.created_at desc, v.id desc), '[]')::text as list
      from resume_versions v
      left join (${servedCounts(resumeId)}) s on s.version_id = v.id
      where v.resume_id = ${resumeId}`);
    const [row] = (result as unknown as { rows: { list: string }[] }).rows;
    return row?.list ?? "[]";
  }

  /** The resume's newest PDF downloads, each with the version it printed. */
  async downloads(userId: string, resumeId: string) {
    await requireOwnedResume({ db: this.db }, userId, resumeId);
    return recentDownloads(this.db, resumeId);
  }

  private async findVersion(resumeId: string, versionId: string) {
    const [row] = await this.db
      .select(versionListColumns)
      .from(resumeVersions)
      .where(and(eq(resumeVersions.id, versionId), eq(resumeVersions.resumeId, resumeId)));
    if (!row) throw new AppError("NotFound", "This version does not exist.");
    return row;
  }

  async get(userId: string, resumeId: string, versionId: string) {
    await requireOwnedResume({ db: this.db }, userId, resumeId);
    const row = await this.findVersion(resumeId, versionId);
    return { ...presentVersion(row), data: await readVersionData(this.db, resumeId, versionId) };
  }

  /** A named version of the data as it is now, or the copy kept before an import or bulk change. */
  async create(userId: string, resumeId: string, dto: CreateVersionDto) {
    return this.db.transaction(async (tx) => {
      const resume = await findOwnedResume({ db: tx }, userId, resumeId);
      const named = "name" in dto;
      const row = await recordVersion(tx, {
        resumeId,
        resumeVersion: resume.version,
        data: resume.data,
        kind: named ? "named" : dto.kind,
        name: named ? dto.name : null,
        createdAt: new Date(this.deps.now()),
      });
      // The next edit starts a new burst, so the change about to come is a version of its own.
      await tx.delete(resumeEditBursts).where(eq(resumeEditBursts.resumeId, resumeId));
      return presentVersion(row);
    });
  }

  async rename(userId: string, resumeId: string, versionId: string, name: string) {
    await findOwnedResume({ db: this.db }, userId, resumeId);
    await this.findVersion(resumeId, versionId);
    const [row] = await this.db
      .update(resumeVersions)
      .set({ name })
      .where(eq(resumeVersions.id, versionId))
      .returning(versionListColumns);
    if (!row) throw new AppError("NotFound", "This version does not exist.");
    return presentVersion(row);
  }

  async remove(userId: string, resumeId: string, versionId: string) {
    await findOwnedResume({ db: this.db }, userId, resumeId);
    const row = await this.findVersion(resumeId, versionId);
    await this.db.transaction((tx) => deleteVersions(tx, resumeId, [versionId]));
    return presentVersion(row);
  }

  /**
   * Puts a version's data back as the resume's current data. What it replaces is kept first
   * as a `restore` version (answered as `savedVersion`), so restoring that one undoes it.
   */
  async restore(userId: string, resumeId: string, versionId: string): Promise<RestoreVersionResponse> {
    return this.db.transaction(async (tx) => {
      const [stored] = await tx
        .select()
        .from(resumes)
        .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId), sql`${resumes.deletedAt} is null`))
        .for("update");
      if (!stored) throw new AppError("ResumeNotFound");
      const resume = withData(stored);
      if (resume.locked) throw new AppError("ResumeLocked");
      const data = sanitizeResumeData(await readVersionData(tx, resumeId, versionId));
      const saved = await recordVersion(tx, {
        resumeId,
        resumeVersion: resume.version,
        data: resume.data,
        kind: "restore",
        createdAt: new Date(this.deps.now()),
      });
      // A variant's restored data becomes its differences from the master's current data.
      const variant = resume.masterId ? await variantColumns(tx, resume.masterId, data, resume.differences) : {};
      const [updated] = await tx
        .update(resumes)
        .set({ ...wholeData(data), ...variant, version: sql`${resumes.version} + 1` })
        .where(eq(resumes.id, resumeId))
        .returning();
      if (!updated) throw new AppError("ResumeNotFound");
      await tx.delete(resumeEditBursts).where(eq(resumeEditBursts.resumeId, resumeId));
      if (!updated.masterId) await refreshVariants(tx, resumeId);
      return { resume: presentResume(withData(updated)), savedVersion: presentVersion(saved) };
    });
  }

  /** What changed from one version to another; `to` (or `from`) may be "current". */
  async compare(userId: string, resumeId: string, from: string, to: string): Promise<VersionComparison> {
    const resume = await findOwnedResume({ db: this.db }, userId, resumeId);
    const read = (id: string): Promise<ResumeData> =>
      id === "current" ? Promise.resolve(resume.data) : readVersionData(this.db, resumeId, id);
    const [before, after] = [await read(from), await read(to)];
    return { from, to, ...compareResumeData(before, after) };
  }

  /**
   * Whether the resume's editing burst is open: it has ended when idle `burstIdleMs` or older
   * than `burstMaxMs` (see `burstTimes`), and the resume must be the user's and not in the
   * Trash. The values are placeholders of the same names in a prepared save
   * (`openBurstExtension`), or themselves in `beforeDataSave`.
   */
  private openBurstConditions(values: BurstValues) {
    return and(
      eq(resumeEditBursts.resumeId, sql`${values.resumeId}`),
      sql`${resumeEditBursts.lastEditAt} > ${values.burstIdleSince}`,
      sql`${resumeEditBursts.startedAt} > ${values.burstStartedSince}`,
      exists(
        this.db
          .select({ id: resumes.id })
          .from(resumes)
          .where(and(eq(resumes.id, sql`${values.resumeId}`), eq(resumes.userId, sql`${values.userId}`), isNull(resumes.deletedAt))),
      ),
    );
  }

  /** `UPDATE … RETURNING` that makes the resume's open editing burst longer, a row when there was one. */
  private extendOpenBurstQuery(values: BurstValues) {
    return this.db
      .update(resumeEditBursts)
      .set({ lastEditAt: sql`${values.burstNow}` })
      .where(this.openBurstConditions(values))
      .returning({ resumeId: resumeEditBursts.resumeId });
  }

  /**
   * What a save runs in its own statement to make the resume's open editing burst longer, a
   * row when the burst is open: `UPDATE … RETURNING`, or a `SELECT` when this server wrote the
   * time of the burst's last save less than `burstNoteMs` ago (`noted`), so that an autosave
   * writes one row, not two. The write is remembered as it is handed out: it runs in a CTE,
   * which PostgreSQL runs whether or not the save's own UPDATE then changes anything. A save
   * that writes only when this answered a row needs no `beforeDataSave`, since that would
   * have done just this. `statement` has the placeholders `resumeId` and `userId`, and those
   * of `values`, the times it is judged by now; `kind` names which of the two it is.
   */
  openBurstExtension(resumeId: string): { statement: SQL; kind: "note" | "open"; values: BurstTimes } {
    const now = this.deps.now();
    const values = burstTimes(new Date(now));
    this.openBurstStatements ??= this.openBurstStatementsWithPlaceholders();
    const notedAt = this.noted.get(resumeId);
    const kind = notedAt !== undefined && now - notedAt < burstNoteMs && now >= notedAt ? "open" : "note";
    if (kind === "note") this.noted.set(resumeId, now);
    return { statement: this.openBurstStatements[kind], kind, values };
  }

  private openBurstStatementsWithPlaceholders(): { open: SQL; note: SQL } {
    const placeholders: BurstValues = {
      userId: sql.placeholder("userId"),
      resumeId: sql.placeholder("resumeId"),
      burstNow: sql.placeholder("burstNow"),
      burstIdleSince: sql.placeholder("burstIdleSince"),
      burstStartedSince: sql.placeholder("burstStartedSince"),
    };
    return {
      note: this.extendOpenBurstQuery(placeholders).getSQL(),
      open: this.db.select({ resumeId: resumeEditBursts.resumeId }).from(resumeEditBursts).where(this.openBurstConditions(placeholders)).getSQL(),
    };
  }

  async beforeDataSave(userId: string, resumeId: string): Promise<void> {
    const now = new Date(this.deps.now());
    // Most saves fall in an open burst and only make it longer: one statement, not the
    // transaction below (four round trips, a row lock and the resume's row read). A burst
    // that has ended is not touched by it, and the transaction then decides under the lock.
    // Either way, the burst's last save is written now (see `openBurstExtension`).
    this.noted.set(resumeId, now.getTime());
    const [extended] = await this.extendOpenBurstQuery({ userId, resumeId, ...burstTimes(now) });
    if (extended) return;
    await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ version: resumes.version, updatedAt: resumes.updatedAt, burst: resumeEditBursts })
        .from(resumes)
        .leftJoin(resumeEditBursts, eq(resumeEditBursts.resumeId, resumes.id))
        .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId), sql`${resumes.deletedAt} is null`))
        .for("update", { of: resumes });
      // Not the user's (or gone): the save itself will answer why.
      if (!found) return;
      const { burst } = found;
      const open =
        burst !== null &&
        now.getTime() - burst.lastEditAt.getTime() < burstIdleMs &&
        now.getTime() - burst.startedAt.getTime() < burstMaxMs;
      if (open) {
        await tx.update(resumeEditBursts).set({ lastEditAt: now }).where(eq(resumeEditBursts.resumeId, resumeId));
        return;
      }
      const [stored] = await tx.select(storedDataColumns).from(resumes).where(eq(resumes.id, resumeId));
      if (!stored) return;
      await recordVersion(tx, {
        resumeId,
        resumeVersion: found.version,
        data: dataOf(stored),
        kind: "edit",
        // The data dates from its last save, not from now.
        createdAt: found.updatedAt < now ? found.updatedAt : now,
      });
      await tx
        .insert(resumeEditBursts)
        .values({ resumeId, startedAt: now, lastEditAt: now })
        .onConflictDoUpdate({ target: resumeEditBursts.resumeId, set: { startedAt: now, lastEditAt: now } });
    });
  }

  /**
   * Retention: automatic versions older than `thinAfterDays` are thinned to one per day (the
   * day's last, UTC); named versions, and versions whose PDF was downloaded, are kept until
   * the user deletes them. Answers how many
   * versions were removed.
   */
  async thin(): Promise<number> {
    const cutoff = new Date(this.deps.now() - this.deps.thinAfterDays * dayMs);
    const old = await this.db
      .select({ id: resumeVersions.id, resumeId: resumeVersions.resumeId, createdAt: resumeVersions.createdAt })
      .from(resumeVersions)
      // A version someone downloaded stays: it answers "which version do they hold".
      .where(
        and(
          lt(resumeVersions.createdAt, cutoff),
          sql`${resumeVersions.kind} <> 'named'`,
          sql`not exists (select 1 from resume_servings s where s.version_id = ${resumeVersions.id} and s.kind = 'download')`,
        ),
      )
      .orderBy(asc(resumeVersions.resumeId), desc(resumeVersions.createdAt), desc(resumeVersions.id));
    const doomed = new Map<string, string[]>();
    const keptDays = new Set<string>();
    for (const row of old) {
      const day = `${row.resumeId}/${row.createdAt.toISOString().slice(0, 10)}`;
      if (!keptDays.has(day)) {
        keptDays.add(day);
        continue;
      }
      doomed.set(row.resumeId, [...(doomed.get(row.resumeId) ?? []), row.id]);
    }
    for (const [resumeId, ids] of doomed) await this.db.transaction((tx) => deleteVersions(tx, resumeId, ids));
    return [...doomed.values()].reduce((sum, ids) => sum + ids.length, 0);
  }
}
