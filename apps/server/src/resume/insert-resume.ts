import { createId, type ResumeData, resumeLimits } from "@vitae/schema";
import { and, eq, like, or } from "drizzle-orm";
import type { Db, DbDeps } from "../db/database";
import { resumes, statistics } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { AppError } from "../errors/app-error";
import type { ResumeRow } from "./present";
import { wholeData, withData } from "./stored-data";

export type NewResume = Omit<typeof resumes.$inferInsert, "createdAt" | "updatedAt" | "version" | "storedData" | "pendingChanges"> & { data: ResumeData };

/** Inserts a resume with its statistics row; a slug the user already has is ResumeSlugAlreadyExists. */
export async function insertResume({ db }: DbDeps, values: NewResume): Promise<ResumeRow> {
  try {
    return await db.transaction(async (tx) => {
      const { data, ...columns } = values;
      const [row] = await tx
        .insert(resumes)
        .values({ ...columns, ...wholeData(data) })
        .returning();
      if (!row) throw new Error("insert returned no resume");
      await tx.insert(statistics).values({ id: createId(), resumeId: row.id });
      return withData(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("ResumeSlugAlreadyExists");
    throw error;
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `base` if the user has no resume there yet, else the first free `base-2`, `base-3`… */
async function freeSlug(db: Db, userId: string, base: string): Promise<string> {
  const rows = await db
    .select({ slug: resumes.slug })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), or(eq(resumes.slug, base), like(resumes.slug, `${escapeLike(base)}-%`))));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/**
 * Inserts a resume at a slug the application chose (duplicates, imports, slugs derived from
 * a title), made unique among the user's resumes by a numeric suffix. A concurrent insert
 * taking the same slug is retried with the next free one. Long bases (a title of 255
 * characters) are cut to fit `resumeLimits.slugMaxLength`.
 */
export async function insertWithFreeSlug({ db }: DbDeps, values: Omit<NewResume, "slug">, wanted: string): Promise<ResumeRow> {
  // Room for a suffix up to "-99999" within the slug limit.
  const base = wanted.slice(0, resumeLimits.slugMaxLength - 6).replace(/-+$/, "") || "resume";
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(db, values.userId, base);
    try {
      return await insertResume({ db }, { ...values, slug });
    } catch (error) {
      const lostRace = error instanceof AppError && error.code === "ResumeSlugAlreadyExists";
      if (!lostRace || attempt >= 4) throw error;
    }
  }
}
