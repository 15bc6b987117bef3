import { readFile } from "node:fs/promises";
import path from "node:path";
import { createId, sampleResume, type ResumeData } from "@vitae/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsDir } from "../paths";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { resumes, users } from "./schema";

// The migration that turns absolute addresses of our own uploads into origin-relative ones,
// run again on rows written the way older versions wrote them.
const migration = path.join(migrationsDir, "0003_relative_storage_urls.sql");

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

async function runMigration() {
  const text = await readFile(migration, "utf8");
  for (const statement of text.split("--> statement-breakpoint")) await database.db.execute(sql.raw(statement));
}

function withPicture(url: string, summary = ""): ResumeData {
  return {
    ...sampleResume,
    basics: { ...sampleResume.basics, picture: { ...sampleResume.basics.picture, url } },
    sections: { ...sampleResume.sections, summary: { ...sampleResume.sections.summary, content: summary } },
  };
}

async function insert(data: ResumeData, picture: string | null = null) {
  const userId = createId();
  await database.db.insert(users).values({ id: userId, name: "Ada", username: `ada-${userId}`, email: `${userId}@example.com`, picture });
  const id = createId();
  await database.db.insert(resumes).values({ id, title: "CV", slug: `cv-${id}`, storedData: data, userId });
  return { id, userId };
}

async function stored(ids: { id: string; userId: string }) {
  const [resume] = await database.db.select().from(resumes).where(eq(resumes.id, ids.id));
  const [user] = await database.db.select().from(users).where(eq(users.id, ids.userId));
  return { data: resume!.storedData, picture: user!.picture };
}

describe("migration 0003: relative storage addresses", () => {
  it("rewrites our own absolute upload addresses, whatever host they name, to origin-relative ones", async () => {
    const key = "abc123/resumes/def456/ghi789.webp";
    const wrongPort = await insert(withPicture(`http://localhost:3000/api/storage/${key}`), `https://cv.example.org:8443/api/storage/abc123/pictures/x1.webp`);
    const html = `<p>Me: <img src="http://10.0.0.5:3999/api/storage/${key}"></p>`;
    const inText = await insert(withPicture(`https://cv.example.org/api/storage/${key}`, html));

    await runMigration();

    const first = await stored(wrongPort);
    expect(first.data.basics.picture.url).toBe(`/api/storage/${key}`);
    expect(first.picture).toBe("/api/storage/abc123/pictures/x1.webp");
    const second = await stored(inText);
    expect(second.data.basics.picture.url).toBe(`/api/storage/${key}`);
    expect(second.data.sections.summary.content).toBe(`<p>Me: <img src="/api/storage/${key}"></p>`);
  });

  it("leaves other addresses and already relative ones alone", async () => {
    const others = [
      "https://images.example.com/me.jpg",
      "https://example.com/blog/api/storage-tips",
      "/api/storage/abc/pictures/p.webp",
      "",
    ];
    const rows = await Promise.all(others.map((url) => insert(withPicture(url), url || null)));
    await runMigration();
    for (const [index, row] of rows.entries()) {
      const after = await stored(row);
      expect(after.data).toEqual(withPicture(others[index]!));
      expect(after.picture).toBe(others[index] || null);
    }
  });
});
