import { createId, sampleResume } from "@vitae/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { resumes, secrets, statistics, users } from "./schema";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

function buildUser(overrides: Partial<typeof users.$inferInsert> = {}): typeof users.$inferInsert {
  const id = createId();
  return { id, name: "Ada Lovelace", username: `ada-${id}`, email: `${id}@example.com`, ...overrides };
}

function buildResume(userId: string, overrides: Partial<typeof resumes.$inferInsert> = {}) {
  const id = createId();
  return { id, title: "Resume", slug: `resume-${id}`, storedData: sampleResume, userId, ...overrides };
}

describe("database schema", () => {
  it("runs on the configured engine", () => {
    expect(["pglite", "postgres"]).toContain(database.label);
  });

  it("keeps resume data uncompressed, so that an autosave does not compress it again", async () => {
    const result = await database.db.execute(
      sql`select attstorage from pg_attribute where attrelid = 'resumes'::regclass and attname = 'data'`,
    );
    expect((result as unknown as { rows: { attstorage: string }[] }).rows).toEqual([{ attstorage: "e" }]);
  });

  it("fills the defaults for users", async () => {
    const [user] = await database.db.insert(users).values(buildUser()).returning();
    expect(user).toMatchObject({
      locale: "en-US",
      emailVerified: false,
      twoFactorEnabled: false,
      provider: "email",
      picture: null,
    });
    expect(user?.createdAt).toBeInstanceOf(Date);
  });

  it("refuses a second user with the same email or username", async () => {
    const first = buildUser();
    await database.db.insert(users).values(first);
    await expect(database.db.insert(users).values(buildUser({ email: first.email }))).rejects.toThrow();
    await expect(database.db.insert(users).values(buildUser({ username: first.username }))).rejects.toThrow();
  });

  it("stores resume data as JSON and returns it unchanged", async () => {
    const user = buildUser();
    await database.db.insert(users).values(user);
    const resume = buildResume(user.id);
    await database.db.insert(resumes).values(resume);
    const [row] = await database.db.select().from(resumes).where(eq(resumes.id, resume.id));
    expect(row?.storedData).toEqual(sampleResume);
    expect(row).toMatchObject({ visibility: "private", locked: false });
  });

  it("keeps slugs unique per user but not across users", async () => {
    const alice = buildUser();
    const bob = buildUser();
    await database.db.insert(users).values([alice, bob]);
    await database.db.insert(resumes).values(buildResume(alice.id, { slug: "cv" }));
    await database.db.insert(resumes).values(buildResume(bob.id, { slug: "cv" }));
    await expect(database.db.insert(resumes).values(buildResume(alice.id, { slug: "cv" }))).rejects.toThrow();
  });

  it("removes secrets, resumes and statistics with their user", async () => {
    const user = buildUser();
    await database.db.insert(users).values(user);
    await database.db.insert(secrets).values({ id: createId(), userId: user.id, password: "hash" });
    const resume = buildResume(user.id);
    await database.db.insert(resumes).values(resume);
    await database.db.insert(statistics).values({ id: createId(), resumeId: resume.id });

    await database.db.delete(users).where(eq(users.id, user.id));

    expect(await database.db.select().from(secrets).where(eq(secrets.userId, user.id))).toEqual([]);
    expect(await database.db.select().from(resumes).where(eq(resumes.userId, user.id))).toEqual([]);
    expect(await database.db.select().from(statistics).where(eq(statistics.resumeId, resume.id))).toEqual([]);
  });

  it("starts statistics at zero and backup codes empty", async () => {
    const user = buildUser();
    await database.db.insert(users).values(user);
    const [secret] = await database.db.insert(secrets).values({ id: createId(), userId: user.id }).returning();
    expect(secret?.twoFactorBackupCodes).toEqual([]);
    const resume = buildResume(user.id);
    await database.db.insert(resumes).values(resume);
    const [stats] = await database.db.insert(statistics).values({ id: createId(), resumeId: resume.id }).returning();
    expect(stats).toMatchObject({ views: 0, downloads: 0 });
  });

  it("can apply migrations again without effect", async () => {
    await database.migrate();
    await database.ping();
  });
});
