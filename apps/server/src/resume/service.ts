import {
  createDefaultResumeData,
  createId,
  type CreateResumeRequest,
  type DeleteVariantsMode,
  duplicate,
  type DuplicateResumeDto,
  type ImportResumeDto,
  optionalEmailSchema,
  type PatchResumeDto,
  type ResumeData,
  sampleResume,
  sanitizeResumeData,
  richTextFields,
  sanitizeResumeDataInSteps,
  slugify,
  type Statistics,
} from "@vitae/schema";
import { and, desc, eq, exists, getTableColumns, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbDeps } from "../db/database";
import { resumes, statistics, users } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import type { Env } from "../env";
import { AppError } from "../errors/app-error";
import type { EventLoopTurns } from "../limits/event-loop-turns";
import { largeBodyBytes } from "../limits/large-body-turns";
import { isSessionLive, liveSessionQuery, type LiveSessionValues } from "../session/service";
import type { Storage } from "../storage/storage";
import type { UserRow } from "../user/present";
import { insertResume, insertWithFreeSlug } from "./insert-resume";
import { keptDataSaveStatement, type KeptDataSaveValues, savedRecordColumns, withVariants } from "./kept-data-save-statement";
import { presentResume, type ResumeRow } from "./present";
import { applyDataPatch } from "./apply-data-patch";
import { jsonBytes, resizedJsonBytes } from "./data-bytes";
import type { KeptData, SavedDataCache } from "./saved-data-cache";
import { adoptStoredFiles, removeStoredFiles } from "./stored-files";
import { columnsButData, dataOf, savedDataWrite, type StoredData, storedDataColumns, wholeData, withData } from "./stored-data";
import { stripCssAddresses } from "./strip-css-addresses";
import { effectiveData, masterData, refreshVariants, variantColumns } from "./variants/variant-data";
import { settleVariantsOfDeleted } from "./variants/variant-service";
import { noteServed } from "./versions/served-version";

export interface ResumeDeps {
  db: Db;
  env: Env;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Keeps the data as a version when a save begins a new editing burst (resume/versions). */
  beforeDataSave?: (userId: string, resumeId: string) => Promise<void>;
  /**
   * What makes the resume's open editing burst longer within the save's statement (what
   * `beforeDataSave` does when the save falls in an open burst, as most do), a row when there
   * is one: with placeholders for a prepared statement, which of a few statements it is, and
   * the values they take now.
   */
  openBurst?: (resumeId: string) => { statement: SQL; kind: string; values: Record<string, string> };
  /** The data of the latest saves, which the next JSON Patch is usually based on. */
  savedData?: SavedDataCache;
  /** Turns of the event loop, taken before writing large data (limits/event-loop-turns.ts). */
  turns?: EventLoopTurns;
}

/**
 * What a save of a resume needs: the database, the editing bursts of its history when the
 * server keeps one, and the cache of saved data when it keeps one.
 */
export type SaveDeps = DbDeps & Pick<ResumeDeps, "savedData" | "beforeDataSave" | "openBurst" | "turns">;

/**
 * Before an UPDATE that writes large data: on the embedded database the write runs in this
 * thread, tens of milliseconds for a megabyte, so it gets a turn of the event loop apart from
 * the sanitising before it and from other large requests.
 */
async function turnForLargeWrite(deps: Pick<SaveDeps, "turns">, bytes: number | undefined): Promise<void> {
  if (bytes !== undefined && bytes > largeBodyBytes) await deps.turns?.take();
}

/** The user's resume with this id, unless it is in the Trash (trash/trash-service.ts reaches those). */
function owned(userId: string, id: string) {
  return and(eq(resumes.id, id), eq(resumes.userId, userId), isNull(resumes.deletedAt));
}

/** The user's resume with this id; another user's, a trashed or a missing one is ResumeNotFound alike. */
export async function findOwnedResume({ db }: DbDeps, userId: string, id: string): Promise<ResumeRow> {
  const [row] = await db.select().from(resumes).where(owned(userId, id));
  if (!row) throw new AppError("ResumeNotFound");
  return withData(row);
}

/**
 * Checks that the resume is the user's and not in the Trash (ResumeNotFound otherwise)
 * without reading its data: for calls about its versions or statistics.
 */
export async function requireOwnedResume({ db }: DbDeps, userId: string, id: string): Promise<void> {
  const [row] = await db.select({ id: resumes.id }).from(resumes).where(owned(userId, id));
  if (!row) throw new AppError("ResumeNotFound");
}

/** The resume of the placeholders `resumeId` and `userId`, not in the Trash. */
const ownedByPlaceholders = () =>
  and(eq(resumes.id, sql.placeholder("resumeId")), eq(resumes.userId, sql.placeholder("userId")), isNull(resumes.deletedAt));
/** Whether the session of `liveSessionQuery`'s placeholders is live. */
const sessionLive = (db: Db) => sql<boolean>`exists(${liveSessionQuery({ db })})`;

/**
 * `column`, or null when the row is at the version of the placeholder `keptVersion`: the
 * data of that version is kept in memory (`SavedDataCache`), and a value that is not
 * selected is never read from its out-of-line storage, decompressed or parsed (most of a
 * GET's work on the embedded database for a 40 KB resume).
 */
function unlessKept<Value>(column: PgColumn): SQL<Value | null> {
  // Decoded as the column is (drizzle leaves null alone); mapWith forgets the column's type.
  return sql`case when ${resumes.version} = ${sql.placeholder("keptVersion")} then null else ${column} end`.mapWith(column) as SQL<Value | null>;
}

/** Every column of `resumes`, the stored data ones only when the row is not at `keptVersion` (`unlessKept`). */
const columnsUnlessKept = {
  ...columnsButData,
  storedData: unlessKept<StoredData["storedData"]>(resumes.storedData),
  pendingChanges: unlessKept<StoredData["pendingChanges"]>(resumes.pendingChanges),
};

/**
 * A row read with `columnsUnlessKept` for `kept` (the entry of `SavedDataCache.latest`), with
 * its data: the kept copy when the read left it out, else what was read, which is kept then,
 * so that the next read, and the JSON Patch of the next autosave, need not read it again.
 * (Entries are never changed: holding one across the read is safe.)
 */
function withReadData<Row extends Pick<ResumeRow, "id" | "version" | "masterId"> & { storedData: ResumeData | null; pendingChanges: StoredData["pendingChanges"] }>(
  savedData: SavedDataCache | undefined,
  kept: KeptData | undefined,
  { storedData, pendingChanges, ...row }: Row,
): Omit<Row, keyof StoredData> & { data: ResumeData } {
  if (storedData === null) return { ...row, data: kept!.data };
  const data = dataOf({ storedData, pendingChanges });
  savedData?.rememberRead(row, data, pendingChanges);
  return { ...row, data };
}

const prepareFindResume = (db: Db) =>
  db.select({ resume: columnsUnlessKept, live: sessionLive(db) }).from(resumes).where(ownedByPlaceholders()).prepare("find_owned_resume_in_session");
// What the download of a stored print needs of its resume: whose it is and its title.
const prepareFindPrintFile = (db: Db) =>
  db
    .select({ resume: { id: resumes.id, userId: resumes.userId, title: resumes.title }, live: sessionLive(db) })
    .from(resumes)
    .where(ownedByPlaceholders())
    .prepare("find_owned_print_file_in_session");

// What a print needs: the resume (its data unless kept), and the owner's interface language
// (the template's own words).
const prepareFindPrintable = (db: Db) =>
  db
    .select({ resume: { ...columnsUnlessKept, ownerLocale: users.locale }, live: sessionLive(db) })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.userId))
    .where(ownedByPlaceholders())
    .prepare("find_owned_printable_in_session");

// Built once per database: GET of a resume is the most frequent call, and a print and its
// file are what a user waits for after clicking download.
const findResumeByDb = new WeakMap<Db, ReturnType<typeof prepareFindResume>>();
const findPrintFileByDb = new WeakMap<Db, ReturnType<typeof prepareFindPrintFile>>();
const findPrintableByDb = new WeakMap<Db, ReturnType<typeof prepareFindPrintable>>();

/** `statements`' statement for `db`, prepared on first use. */
function preparedFor<Statement>(statements: WeakMap<Db, Statement>, db: Db, prepare: (db: Db) => Statement): Statement {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  return statement;
}

/** Runs a statement that reads an owned resume and whether the session is live: the resume's columns, or why there are none. */
async function findInSession<Row>(
  db: Db,
  statement: { execute(values: Record<string, unknown>): Promise<{ resume: Row; live: boolean }[]> },
  session: LiveSessionValues,
  id: string,
  values: Record<string, unknown> = {},
): Promise<Row> {
  const [found] = await statement.execute({ ...session, ...values, resumeId: id });
  if (!found) throw await unauthorizedOrNotFound(db, session);
  if (!found.live) throw new AppError("Unauthorized");
  return found.resume;
}

/** Why a statement that needed both a live session and an owned resume found nothing. */
async function unauthorizedOrNotFound(db: Db, session: LiveSessionValues): Promise<AppError> {
  return new AppError((await isSessionLive({ db }, session)) ? "ResumeNotFound" : "Unauthorized");
}

/**
 * The session's user's resume with this id, checking in the same statement that the session
 * is alive (see `requireSession`): Unauthorized when it is not, else ResumeNotFound as above.
 */
export async function findOwnedResumeInSession(
  { db, savedData }: DbDeps & Pick<ResumeDeps, "savedData">,
  session: LiveSessionValues,
  id: string,
): Promise<ResumeRow> {
  const kept = savedData?.latest(id);
  const statement = preparedFor(findResumeByDb, db, prepareFindResume);
  return withReadData(savedData, kept, await findInSession(db, statement, session, id, { keptVersion: kept?.version ?? -1 }));
}

/**
 * `findOwnedResumeInSession` with the owner's interface language, for a print. A print
 * usually follows an edit, whose data this server keeps: the row is then read without it.
 */
export async function findOwnedPrintableInSession(
  { db, savedData }: DbDeps & Pick<ResumeDeps, "savedData">,
  session: LiveSessionValues,
  id: string,
): Promise<ResumeRow & { ownerLocale: string }> {
  const kept = savedData?.latest(id);
  const statement = preparedFor(findPrintableByDb, db, prepareFindPrintable);
  return withReadData(savedData, kept, await findInSession(db, statement, session, id, { keptVersion: kept?.version ?? -1 }));
}

/**
 * `findOwnedResumeInSession` without the resume's data, which a download of its stored print
 * does not need: only whose it is and its title (the file's name).
 */
export function findOwnedPrintFileInSession({ db }: DbDeps, session: LiveSessionValues, id: string): Promise<Pick<ResumeRow, "id" | "userId" | "title">> {
  return findInSession(db, preparedFor(findPrintFileByDb, db, prepareFindPrintFile), session, id);
}

export async function listResumes({ db }: DbDeps, userId: string): Promise<ResumeRow[]> {
  const rows = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.userId, userId), isNull(resumes.deletedAt)))
    .orderBy(desc(resumes.updatedAt), desc(resumes.createdAt), desc(resumes.id));
  return rows.map(withData);
}

function versionConflict(current: ResumeRow): AppError {
  return new AppError("ResumeVersionConflict", undefined, {}, { current: presentResume(current) });
}

/** Default data that already knows who it is about. */
function startingData(user: UserRow): ResumeData {
  const data = createDefaultResumeData();
  data.basics.name = user.name;
  // Accounts from a provider may carry an address the resume schema would refuse.
  data.basics.email = optionalEmailSchema.safeParse(user.email).success ? user.email : "";
  return data;
}

/**
 * POST /resume: a private resume from the default data with the user's name and email, or
 * from the sample resume. A slug the user sent must be free; one derived from the title is
 * made free with a numeric suffix.
 */
export async function createResume({ db }: DbDeps, user: UserRow, dto: CreateResumeRequest): Promise<ResumeRow> {
  const values = {
    id: createId(),
    title: dto.title,
    visibility: dto.visibility,
    locked: false,
    data: sanitizeResumeData(dto.sample ? structuredClone(sampleResume) : startingData(user)),
    userId: user.id,
  };
  if (dto.slug !== undefined) return insertResume({ db }, { ...values, slug: dto.slug });
  return insertWithFreeSlug({ db }, values, slugify(dto.title) || "resume");
}

/** Lets other requests run between the steps of a long computation. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Resume data as it is stored: rich text sanitised (a few fields at a time) and custom CSS
 * without anything that loads an address (docs/resume-api.md).
 */
export async function cleanData(data: ResumeData, isKnownClean?: (html: string) => boolean): Promise<ResumeData> {
  const sanitized = await sanitizeResumeDataInSteps(data, nextTurn, isKnownClean);
  const { css } = stripCssAddresses(sanitized.metadata.css.value);
  return { ...sanitized, metadata: { ...sanitized.metadata, css: { ...sanitized.metadata.css, value: css } } };
}

/** The stored columns a data save starts from; `data` only when a JSON Patch needs it. */
type StoredForSave = Pick<ResumeRow, "masterId" | "differences"> & { data?: ResumeData };

/**
 * 423 for a locked resume and 409 for an edit based on another version than the stored one,
 * read with a small query before the data is sanitised. The update itself checks both
 * again, so a change that lands in between still cannot be overwritten. A JSON Patch applies
 * to the stored data of the version it quotes: from `savedData` when that version is kept
 * there, else read in the same statement.
 */
async function refuseStaleEdit(
  { db, savedData }: SaveDeps,
  session: LiveSessionValues,
  id: string,
  version: number | undefined,
  options: { withData?: boolean } = {},
): Promise<StoredForSave> {
  const kept = options.withData && version !== undefined ? savedData?.get(id, version) : undefined;
  const [found] = await db
    .select({
      version: resumes.version,
      locked: resumes.locked,
      masterId: resumes.masterId,
      differences: resumes.differences,
      ...(options.withData && !kept ? storedDataColumns : {}),
      live: sql<boolean>`exists(${liveSessionQuery({ db }, session)})`,
    })
    .from(resumes)
    .where(owned(session.userId, id));
  if (!found) throw await unauthorizedOrNotFound(db, session);
  if (!found.live) throw new AppError("Unauthorized");
  if (found.locked) throw new AppError("ResumeLocked");
  if (version !== undefined && version !== found.version) throw versionConflict(await findOwnedResumeInSession({ db, savedData }, session, id));
  const { masterId, differences } = found;
  if (kept) return { masterId, differences, data: kept };
  if (!found.storedData) return { masterId, differences };
  return { masterId, differences, data: dataOf({ storedData: found.storedData, pendingChanges: found.pendingChanges ?? null }) };
}

/**
 * 409 for a data save based on another version than the stored one, before its data is
 * validated, measured or sanitised: of the saves that race for one version, all but one are
 * refused, and a megabyte of rich text costs its work only where it can be stored. Only the
 * version is looked at, with a small query (none when `savedData` keeps that version, which
 * is then most likely the stored one); whatever else the save would be refused for (401, 404,
 * 423, 400) it is left to, so a dead session or a locked resume answers as before.
 */
export async function refuseOutdatedSave({ db, savedData }: SaveDeps, session: LiveSessionValues, id: string, version: number): Promise<void> {
  if (savedData?.entry(id, version)) return;
  const [found] = await db
    .select({ version: resumes.version, locked: resumes.locked, live: sql<boolean>`exists(${liveSessionQuery({ db }, session)})` })
    .from(resumes)
    .where(owned(session.userId, id));
  if (!found?.live || found.locked || found.version === version) return;
  throw versionConflict(await findOwnedResumeInSession({ db, savedData }, session, id));
}

/**
 * The data a save writes (with its size as JSON when it was measured) and, for a variant,
 * its differences from the master's current data (docs/variants.md): `differences` sent
 * instead of data are applied to the master first, a JSON Patch to the stored data of its
 * version (a variant's is its effective data).
 */
async function dataChanges(
  db: Db,
  stored: StoredForSave,
  dto: PatchResumeDto,
): Promise<{ changes: Partial<Pick<ResumeRow, "data" | "differences">>; bytes?: number }> {
  if (dto.differences !== undefined && !stored.masterId) throw new AppError("ResumeNotVariant");
  let sent =
    dto.differences !== undefined && stored.masterId
      ? effectiveData(await masterData(db, stored.masterId), dto.differences).data
      : dto.data;
  let isKnownClean: ((html: string) => boolean) | undefined;
  if (dto.patch !== undefined && stored.data !== undefined) {
    // Exactly equal to a stored (so sanitised) value, a string needs no sanitising again;
    // anything else — what the patch brought, whatever validation made of it — does.
    const clean = new Set(richTextFields(stored.data));
    isKnownClean = (html) => clean.has(html);
    sent = applyDataPatch(stored.data, dto.patch).data;
  }
  if (sent === undefined) return { changes: {} };
  const data = await cleanData(sent, isKnownClean);
  // Measured exactly, for `savedData` (its bound, and the size the next patch is measured from).
  const bytes = jsonBytes(data);
  if (!stored.masterId) return { changes: { data }, bytes };
  return { changes: await variantColumns(db, stored.masterId, data, dto.differences ?? stored.differences), bytes };
}

/**
 * The usual autosave in one statement: a data save (whole or a JSON Patch, not a variant's)
 * based on a version whose data `savedData` keeps. The data is made from the kept copy; its
 * changes from that copy are added to the ones stored apart (resume/stored-data.ts), or the
 * data is written whole when they are too many, by an UPDATE that holds every condition of
 * the long way (live session, owned, unlocked, still at that version, no variant) and, when
 * the server keeps a history, makes the open editing burst longer in the same statement and
 * writes only when there was one.
 * Undefined when the save could not be made so — a refused patch or data, a burst that has
 * ended, a conflict, a locked resume, a dead session: the long way then checks everything in
 * its order and answers why (401, 404, 423 and 409 before 400), or keeps a version first.
 */
async function saveFromKeptData(deps: SaveDeps, session: LiveSessionValues, id: string, dto: PatchResumeDto): Promise<ResumeRow | undefined> {
  const { db } = deps;
  const kept = dto.version === undefined ? undefined : deps.savedData?.entry(id, dto.version);
  if (!kept || kept.ofVariant || dto.differences !== undefined || dto.version === undefined) return undefined;
  let sent: ResumeData;
  let changed: string[][] | null = null;
  if (dto.patch !== undefined) {
    try {
      ({ data: sent, changed } = applyDataPatch(kept.data, dto.patch, kept.bytes));
    } catch {
      return undefined;
    }
  } else if (dto.data !== undefined) sent = dto.data;
  else return undefined;
  // Rich text equal to a stored (so sanitised) value needs no sanitising again: sanitising
  // changes nothing outside the containers a patch changed.
  const clean = new Set(richTextFields(kept.data));
  const data = await cleanData(sent, (html) => clean.has(html));
  const bytes = (changed && resizedJsonBytes(kept.data, kept.bytes, data, changed)) ?? jsonBytes(data);
  await turnForLargeWrite(deps, bytes);
  const { write, pendingChanges } = savedDataWrite(kept.data, kept.pendingChanges, data);
  const burst = deps.openBurst?.(id);
  const columns = savedRecordColumns.filter((column) => dto[column] !== undefined);
  const statement = keptDataSaveStatement(db, {
    write: write.storedData === undefined ? "pending" : "whole",
    columns,
    burst,
  });
  let row;
  try {
    [row] = await statement.execute({
      ...session,
      ...burst?.values,
      ...Object.fromEntries(columns.map((column) => [column, dto[column]])),
      resumeId: id,
      version: dto.version,
      savedAt: new Date().toISOString(),
      written: JSON.stringify(write.storedData ?? write.pendingChanges),
    } satisfies KeptDataSaveValues);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("ResumeSlugAlreadyExists");
    throw error;
  }
  if (!row) return undefined;
  const { hasVariants: found, ...record } = row;
  deps.savedData?.remember(id, record.version, data, bytes, { pendingChanges });
  if (found) await refreshVariants(db, id);
  return { ...record, data };
}

/**
 * PATCH /resume/{id}. The update is one conditional statement (live session, owned, unlocked
 * and, when a version is given, still at that version), so of two writers based on the same
 * version exactly one wins, and a session revoked a moment ago writes nothing; the loser
 * learns why from the row as it is now.
 */
export async function updateResume(
  deps: SaveDeps,
  session: LiveSessionValues,
  id: string,
  dto: PatchResumeDto,
): Promise<ResumeRow> {
  const { db } = deps;
  // Sanitising is the costly part of a write: an edit that cannot win is refused before it.
  const writesData = dto.data !== undefined || dto.patch !== undefined || dto.differences !== undefined;
  if (writesData) {
    const saved = await saveFromKeptData(deps, session, id, dto);
    if (saved) return saved;
    await deps.beforeDataSave?.(session.userId, id);
  }
  const stored = writesData
    ? await refuseStaleEdit(deps, session, id, dto.version, { withData: dto.patch !== undefined })
    : undefined;
  const dataChange = stored ? await dataChanges(db, stored, dto) : { changes: {} };
  const changes = Object.fromEntries(
    Object.entries({
      title: dto.title,
      slug: dto.slug,
      visibility: dto.visibility,
      ...dataChange.changes,
    }).filter(([, value]) => value !== undefined),
  ) as Partial<Pick<ResumeRow, "title" | "slug" | "visibility" | "data" | "differences">>;

  if (Object.keys(changes).length === 0) {
    const row = await findOwnedResumeInSession(deps, session, id);
    if (row.locked) throw new AppError("ResumeLocked");
    if (dto.version !== undefined && dto.version !== row.version) throw versionConflict(row);
    return row;
  }

  await turnForLargeWrite(deps, dataChange.bytes);
  let updated: ResumeRow | undefined;
  let hasVariants = false;
  try {
    const { data: newData, ...otherChanges } = changes;
    const update = db
      .update(resumes)
      .set({
        ...otherChanges,
        // The long way writes the data whole: it is rare (a burst's first save, data this
        // server does not keep), and what is pending was not read.
        ...(newData === undefined ? {} : wholeData(newData)),
        version: sql`${resumes.version} + 1`,
      })
      .where(
        and(
          owned(session.userId, id),
          eq(resumes.locked, false),
          dto.version === undefined ? undefined : eq(resumes.version, dto.version),
          exists(liveSessionQuery({ db }, session)),
        ),
      );
    // Data just written is not read back: turning the stored JSON into text and parsing it
    // again cost about as much as the write (autosave sends the whole resume every time).
    // Whether the resume has variants to refresh comes with the answer, not in a statement
    // of its own.
    const written = changes.data;
    if (written === undefined) {
      const [row] = await update.returning();
      updated = row && withData(row);
    }
    else {
      const [row] = await update.returning({ ...columnsButData, hasVariants: withVariants });
      if (row) {
        const { hasVariants: found, ...columns } = row;
        updated = { ...columns, data: written };
        hasVariants = found;
      }
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("ResumeSlugAlreadyExists");
    throw error;
  }
  if (updated) {
    if (changes.data !== undefined && dataChange.bytes !== undefined) {
      deps.savedData?.remember(id, updated.version, changes.data, dataChange.bytes, { ofVariant: updated.masterId !== null, pendingChanges: null });
    }
    // A master's variants follow its data.
    if (changes.data !== undefined && !updated.masterId && hasVariants) await refreshVariants(db, id);
    return updated;
  }
  const current = await findOwnedResumeInSession(deps, session, id);
  if (current.locked) throw new AppError("ResumeLocked");
  throw versionConflict(current);
}

/**
 * DELETE /resume/{id}: moves the resume to the Trash. From now on only the Trash shows it
 * (its public page and prints answer 404); it is deleted for good, with its statistics,
 * history and files, when the Trash is emptied or purged (trash/trash-service.ts).
 */
export async function deleteResume(deps: ResumeDeps, userId: string, id: string, variants?: DeleteVariantsMode): Promise<ResumeRow> {
  const settle = await settleVariantsOfDeleted(deps, userId, id, variants);
  const [trashed] = await deps.db
    .update(resumes)
    .set({ deletedAt: new Date(), updatedAt: sql`${resumes.updatedAt}` })
    .where(and(owned(userId, id), eq(resumes.locked, false)))
    .returning();
  if (!trashed) {
    const current = await findOwnedResume(deps, userId, id);
    if (current.locked) throw new AppError("ResumeLocked");
    // Unlocked between the two statements: try once more.
    return deleteResume(deps, userId, id, variants);
  }
  await settle(trashed.deletedAt ?? new Date());
  return withData(trashed);
}

/** Inserts a copy or an import with its pictures moved into its own folder; undoes the copies on failure. */
async function insertAdopting(
  deps: ResumeDeps,
  values: Omit<Parameters<typeof insertResume>[1], "slug" | "data"> & { data: ResumeData },
  slug: { exact: string } | { base: string },
): Promise<ResumeRow> {
  try {
    const data = await cleanData(await adoptStoredFiles(deps, values.userId, values.id, values.data));
    return "exact" in slug
      ? await insertResume(deps, { ...values, data, slug: slug.exact })
      : await insertWithFreeSlug(deps, { ...values, data }, slug.base);
  } catch (error) {
    await removeStoredFiles(deps, values.userId, values.id);
    throw error;
  }
}

/** POST /resume/{id}/duplicate: a private, unlocked copy; title and slug default to " (Copy)" and "-copy". */
export async function duplicateResume(
  deps: ResumeDeps,
  userId: string,
  id: string,
  dto: DuplicateResumeDto,
): Promise<ResumeRow> {
  const source = await findOwnedResume(deps, userId, id);
  const defaults = duplicate(source);
  const values = {
    id: createId(),
    title: dto.title ?? defaults.title,
    visibility: "private" as const,
    locked: false,
    data: source.data,
    userId,
  };
  const slug = dto.slug ? { exact: dto.slug } : { base: slugify(defaults.slug) || "resume-copy" };
  return insertAdopting(deps, values, slug);
}

/** POST /resume/import: data already in our format; title from the body or the person's name. */
export async function importResume(deps: ResumeDeps, userId: string, dto: ImportResumeDto): Promise<ResumeRow> {
  const title = dto.title ?? (dto.data.basics.name.trim() || "Imported resume");
  const values = { id: createId(), title, visibility: "private" as const, locked: false, data: dto.data, userId };
  return insertAdopting(deps, values, dto.slug ? { exact: dto.slug } : { base: slugify(title) || "imported-resume" });
}

/** PATCH /resume/{id}/lock: works whether or not the resume is locked; the version stays. */
export async function setResumeLocked({ db }: DbDeps, userId: string, id: string, locked: boolean): Promise<ResumeRow> {
  const [row] = await db.update(resumes).set({ locked }).where(owned(userId, id)).returning();
  if (!row) throw new AppError("ResumeNotFound");
  return withData(row);
}

/** GET /resume/{id}/statistics: zeros for a resume nobody has viewed or downloaded yet. */
export async function resumeStatistics({ db }: DbDeps, userId: string, id: string): Promise<Statistics> {
  const [row] = await db
    .select({ id: resumes.id, views: statistics.views, downloads: statistics.downloads })
    .from(resumes)
    .leftJoin(statistics, eq(statistics.resumeId, resumes.id))
    .where(owned(userId, id));
  if (!row) throw new AppError("ResumeNotFound");
  return { views: row.views ?? 0, downloads: row.downloads ?? 0 };
}

/** A public resume, with what its page needs to know besides. */
export type PublicResumeRow = ResumeRow & {
  /**
   * The owner's interface language: the words templates print themselves (page numbers)
   * are in it, whoever asks for the page or the print, unless the resume has a language.
   */
  ownerLocale: string;
  /** Whether the resume's master (or the resume, when it is one) has public language variants (resume/variants). */
  hasLanguageVariants: boolean;
};

// Built once per database: a public page is what visitors open. With all the resume's
// columns, or all but its data (for when the saved-data cache keeps the data of its version).
const preparePublic = <Columns extends Record<string, PgColumn | SQL>>(db: Db, columns: Columns, name: string) =>
  db
    .select({
      resume: {
        ...columns,
        ownerLocale: users.locale,
        hasLanguageVariants: sql<boolean>`exists(select 1 from resumes as variant
          where variant.master_id = coalesce("resumes"."master_id", "resumes"."id") and variant.visibility = 'public'
            and variant.deleted_at is null and variant.language is not null)`,
      },
    })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.userId))
    .where(
      and(
        eq(users.username, sql.placeholder("username")),
        eq(resumes.slug, sql.placeholder("slug")),
        eq(resumes.visibility, "public"),
        isNull(resumes.deletedAt),
      ),
    )
    .prepare(name);
const prepareFindPublic = (db: Db) => preparePublic(db, getTableColumns(resumes), "find_public_resume");
const prepareFindPublicButData = (db: Db) => preparePublic(db, columnsButData, "find_public_resume_but_data");
const findPublicByDb = new WeakMap<Db, ReturnType<typeof prepareFindPublic>>();
const findPublicButDataByDb = new WeakMap<Db, ReturnType<typeof prepareFindPublicButData>>();

/**
 * A public resume by its owner's username and its slug, in one statement with its owner's
 * language and whether it has language variants; a private or missing one is ResumeNotFound.
 */
export async function findPublicResume(
  { db, savedData }: DbDeps & Pick<ResumeDeps, "savedData">,
  username: string,
  slug: string,
): Promise<PublicResumeRow> {
  const values = { username: username.toLowerCase(), slug: slug.toLowerCase() };
  // As for a print (findOwnedPrintableInSession): the row without its data first when this
  // server keeps data, which is then usually that of the row's version; what is read
  // otherwise is kept, for the page's next visitors.
  if (savedData) {
    const [found] = await preparedFor(findPublicButDataByDb, db, prepareFindPublicButData).execute(values);
    if (!found) throw new AppError("ResumeNotFound");
    const kept = savedData.get(found.resume.id, found.resume.version);
    if (kept) return { ...found.resume, data: kept };
  }
  const [found] = await preparedFor(findPublicByDb, db, prepareFindPublic).execute(values);
  if (!found) throw new AppError("ResumeNotFound");
  const row = withData(found.resume);
  savedData?.rememberRead(row, row.data, found.resume.pendingChanges);
  return row;
}

/**
 * A view of GET /resume/public/{username}/{slug}, counted unless the owner is looking
 * (visitors and other signed-in users count), with the version it showed.
 */
export async function countView({ db }: DbDeps, resume: ResumeRow, viewerId: string | null): Promise<void> {
  if (resume.userId === viewerId) return;
  await noteServed(db, resume, "view", { byOwner: false, counted: true });
}

/**
 * A download of the resume's PDF with the version it printed: counted unless the owner
 * downloads it; the owner's own downloads are noted too (marked), for "which version did I send".
 * Routes run it once the print's address has been answered (`reply.afterResponse`): keeping the
 * version of new data is CPU work on this thread (the embedded database's queries too) that the
 * answer does not need.
 */
export async function noteDownload({ db }: DbDeps, resume: ResumeRow, requesterId: string | null): Promise<void> {
  const byOwner = resume.userId === requesterId;
  await noteServed(db, resume, "download", { byOwner, counted: !byOwner });
}
