import { createId } from "@vitae/schema";
import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db, DbDeps } from "../db/database";
import { sessions } from "../db/schema";
import { hmacHex, randomToken, sha256Hex } from "../auth/crypto";
import { AppError } from "../errors/app-error";

export const refreshTokenTtlMs = 30 * 24 * 60 * 60 * 1000;

/**
 * How long a used refresh token still answers with its successor: tabs that refresh at
 * once, or a retry after a lost answer, present the same token within moments and must
 * all stay signed in. Later, a used token coming back is treated as stolen.
 */
export const refreshGraceMs = 10_000;

export interface IssuedRefresh {
  familyId: string;
  refreshToken: string;
}

async function insertToken(
  db: Db,
  userId: string,
  familyId: string,
  now: number,
  refreshToken = randomToken(),
): Promise<IssuedRefresh> {
  await db
    .insert(sessions)
    .values({
      id: createId(),
      userId,
      familyId,
      tokenHash: sha256Hex(refreshToken),
      expiresAt: new Date(now + refreshTokenTtlMs),
      createdAt: new Date(now),
    })
    // The successor of a token is derived, so concurrent rotations insert the same one.
    .onConflictDoNothing({ target: sessions.tokenHash });
  return { familyId, refreshToken };
}

/** A new sign-in: a new family with its first refresh token. */
export async function startSession({ db }: DbDeps, userId: string, now: number): Promise<IssuedRefresh> {
  // Sweep this user's dead rows here, where they are cheap to find, so the table stays small.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date(now))));
  return insertToken(db, userId, createId(), now);
}

/**
 * Exchanges a refresh token for its successor in the same family. The successor is
 * derived from the token (keyed HMAC), so every presentation of one token within
 * `refreshGraceMs` of its first use gets the same new token, however they race: parallel
 * tabs all stay signed in. A token that was revoked, or that comes back after the grace,
 * is evidence of theft (the thief or the owner replays it), so the whole family dies and
 * both holders must sign in again.
 */
export async function rotateSession(
  { db }: DbDeps,
  successorKey: Uint8Array,
  refreshToken: string,
  now: number,
): Promise<IssuedRefresh & { userId: string }> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(refreshToken)));
  if (!row) throw new AppError("Unauthorized");
  const usedLongAgo = row.usedAt !== null && now - row.usedAt.getTime() > refreshGraceMs;
  if (row.revokedAt || usedLongAgo) {
    await revokeFamily({ db }, row.familyId, now);
    throw new AppError("Unauthorized");
  }
  if (row.expiresAt.getTime() <= now) throw new AppError("Unauthorized");
  // Marks the first use only; later presentations within the grace keep its time.
  await db
    .update(sessions)
    .set({ usedAt: new Date(now) })
    .where(and(eq(sessions.id, row.id), isNull(sessions.usedAt)));
  const successor = hmacHex(successorKey, refreshToken);
  return { ...(await insertToken(db, row.userId, row.familyId, now, successor)), userId: row.userId };
}

export async function revokeFamily({ db }: DbDeps, familyId: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** The family a refresh token belongs to, whatever its state (for logout). */
export async function familyOfToken({ db }: DbDeps, refreshToken: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(refreshToken)));
  return row?.familyId ?? null;
}

/** Signs the user out everywhere, or everywhere but the family `keepFamilyId`. */
export async function revokeUserSessions({ db }: DbDeps, userId: string, now: number, keepFamilyId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepFamilyId ? ne(sessions.familyId, keepFamilyId) : undefined,
      ),
    );
}

/** A full-session access token's family and user, and the time its liveness is judged at. */
export type LiveSessionValues = {
  familyId: string;
  userId: string;
  /** ISO time: a placeholder skips the column's own mapping, so it goes as text both drivers read. */
  now: string;
};

export function liveSessionValues(familyId: string, userId: string, now: number): LiveSessionValues {
  return { familyId, userId, now: new Date(now).toISOString() };
}

const placeholders = {
  familyId: sql.placeholder("familyId"),
  userId: sql.placeholder("userId"),
  now: sql.placeholder("now"),
};

/**
 * The live tokens of a session family, i.e. whether its access tokens may still be honoured:
 * a subquery for `exists`, with placeholders (filled from `LiveSessionValues`) in prepared
 * statements, or with the values themselves in statements built per request.
 */
export function liveSessionQuery({ db }: DbDeps, values: LiveSessionValues | typeof placeholders = placeholders) {
  return db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.familyId, values.familyId),
        eq(sessions.userId, values.userId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${values.now}`,
      ),
    );
}

/** Whether the family may still be used (for the rare answers that need it checked on its own). */
export async function isSessionLive({ db }: DbDeps, values: LiveSessionValues): Promise<boolean> {
  const [row] = await liveSessionQuery({ db }, values).limit(1);
  return row !== undefined;
}
