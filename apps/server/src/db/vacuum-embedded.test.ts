import Fastify from "fastify";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "./database";
import { openPglite } from "./open-pglite";
import { scheduleEmbeddedVacuum, vacuumDeadTables } from "./vacuum-embedded";

const opened: Database[] = [];

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

/** An embedded database with one table of 20 rows of about 60 KB of JSON each, as resumes are stored. */
async function databaseWithDocuments(): Promise<Database> {
  const database = await openPglite(null);
  opened.push(database);
  await database.db.execute(sql`create table documents (id int primary key, data jsonb not null)`);
  for (let id = 1; id <= 20; id++) {
    const items = Array.from({ length: 400 }, (_, index) => ({ index, text: `entry ${index} of document ${id}: ${Math.random()}` }));
    await database.db.execute(sql`insert into documents values (${id}, ${JSON.stringify({ items })}::jsonb)`);
  }
  return database;
}

/** `count` saves spread over the documents, each changing one value of a document's data. */
async function save(database: Database, count: number): Promise<void> {
  for (let edit = 0; edit < count; edit++) {
    await database.db.execute(sql`update documents set data = jsonb_set(data, '{edit}', to_jsonb(${edit}::int)) where id = ${(edit % 20) + 1}`);
  }
}

async function sizeOf(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select pg_total_relation_size('documents')::bigint as size`);
  return Number((result as unknown as { rows: { size: string | number }[] }).rows[0]?.size);
}

describe("vacuumDeadTables", () => {
  it("vacuums a table whose saves left dead rows, so later saves reuse their space", async () => {
    const database = await databaseWithDocuments();
    const start = await sizeOf(database);
    await save(database, 400);
    const unvacuumedGrowth = (await sizeOf(database)) - start;
    // Each save left the old value behind: the table grew with every one.
    expect(unvacuumedGrowth).toBeGreaterThan(400 * 1000);

    expect(await vacuumDeadTables(database.db)).toEqual(["documents"]);
    const vacuumed = await sizeOf(database);
    await save(database, 400);
    expect(await vacuumDeadTables(database.db)).toEqual(["documents"]);
    // The same saves again, into the space the vacuum freed.
    expect((await sizeOf(database)) - vacuumed).toBeLessThan(unvacuumedGrowth / 10);
  });

  it("leaves tables with few dead rows alone", async () => {
    const database = await databaseWithDocuments();
    await save(database, 5);
    expect(await vacuumDeadTables(database.db)).toEqual([]);
  });
});

describe("scheduleEmbeddedVacuum", () => {
  it("vacuums soon after saves while the app runs, and stops when it closes", async () => {
    const database = await databaseWithDocuments();
    const app = Fastify({ logger: false });
    const vacuumed = vi.fn();
    app.log.debug = vacuumed;
    // The delays scaled down from a second and ten seconds.
    scheduleEmbeddedVacuum(app, database.db, { afterVacuum: 20, longest: 200 });
    await save(database, 200);
    const grown = await sizeOf(database);
    await vi.waitFor(() => expect(vacuumed).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await save(database, 200);
    // The next look comes 20 ms after a vacuum: these saves are vacuumed too.
    await vi.waitFor(() => expect(vacuumed).toHaveBeenCalledTimes(2), { timeout: 2000 });
    await save(database, 200);
    expect((await sizeOf(database)) - grown).toBeLessThan(200 * 1000);

    await app.close();
    const calls = vacuumed.mock.calls.length;
    await save(database, 200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(vacuumed).toHaveBeenCalledTimes(calls);
  });
});
