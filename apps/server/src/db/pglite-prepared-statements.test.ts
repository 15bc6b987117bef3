import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteLiteral, withPreparedStatements } from "./pglite-prepared-statements";

let plain: PGlite;
let prepared: PGlite;

beforeAll(async () => {
  plain = await PGlite.create();
  prepared = withPreparedStatements(await PGlite.create());
  for (const db of [plain, prepared]) {
    await db.exec(`create table notes (id int primary key, body text not null, done boolean not null default false, at timestamptz, meta jsonb);
      insert into notes values (1, 'first', false, '2026-11-28T06:00:00Z', '{"a":1}'), (2, 'second', true, null, null);`);
  }
});
afterAll(async () => {
  await plain?.close();
  await prepared?.close();
});

/** The names of the statements the session holds prepared (asked through `exec`, which is not wrapped). */
async function preparedNames(db: PGlite): Promise<string[]> {
  const [result] = await db.exec("select name from pg_prepared_statements order by name");
  return (result?.rows as { name: string }[]).map((row) => row.name);
}

describe("withPreparedStatements", () => {
  it("answers what PGlite answers, and prepares a statement the second time it runs", async () => {
    const text = "select id, body, done, at, meta from notes where id = $1 or body = $2 order by id";
    const expected = await plain.query(text, [2, "first"]);
    expect(await preparedNames(prepared)).toEqual([]);
    expect((await prepared.query(text, [2, "first"])).rows).toEqual(expected.rows);
    expect(await preparedNames(prepared)).toEqual([]);
    const again = await prepared.query(text, [2, "first"]);
    expect(again.rows).toEqual(expected.rows);
    expect(again.fields).toEqual(expected.fields);
    expect(await preparedNames(prepared)).toHaveLength(1);
    // Run a third time, it still answers for other values.
    expect((await prepared.query(text, [1, null])).rows).toEqual((await plain.query(text, [1, null])).rows);
  });

  it("writes every kind of parameter as PGlite binds it: text with quotes and backslashes, numbers, booleans, times, JSON, null", async () => {
    const text = "update notes set body = $1, done = $2, at = $3, meta = $4::jsonb where id = $5 returning *";
    const values = (body: string) => [body, true, new Date("2026-11-28T07:08:09.010Z"), { quote: "it's", slash: "a\\b" }, 2];
    for (const body of ["it's a 'quoted' \\ back\\slash", "'); drop table notes; --", "日本語 ✓ 😀", ""]) {
      const expected = await plain.query(text, values(body));
      for (let run = 0; run < 2; run++) {
        const result = await prepared.query(text, values(body));
        expect(result.rows).toEqual(expected.rows);
        expect(result.affectedRows).toBe(1);
      }
    }
    expect((await prepared.query<{ count: number }>("select count(*)::int as count from notes")).rows[0]?.count).toBe(2);
  });

  it("writes arrays, bytes and a number for a time by the parameter's type, runs what it cannot prepare as it is, and keeps errors", async () => {
    const typed = "select id, $2::bytea as bytes, $3::timestamptz as at from notes where id = any($1::int[]) order by id";
    const values = [[1, 2], new Uint8Array([0, 92, 39, 255]), 0];
    const expected = await plain.query(typed, values);
    expect(expected.rows).toHaveLength(2);
    for (let run = 0; run < 2; run++) expect((await prepared.query(typed, values)).rows).toEqual(expected.rows);
    const [statements] = await prepared.exec("select statement from pg_prepared_statements");
    expect((statements?.rows as { statement: string }[]).some((row) => row.statement.endsWith(typed))).toBe(true);
    for (let run = 0; run < 2; run++) await prepared.query("set statement_timeout = 0");
    const duplicate = "insert into notes (id, body) values ($1, $2)";
    for (let run = 0; run < 3; run++) {
      await expect(prepared.query(duplicate, [1, "again"])).rejects.toMatchObject({ code: "23505" });
    }
    expect((await prepared.query("select body from notes where id = $1", [1])).rows).toEqual([{ body: expect.any(String) }]);
  });

  it("runs a statement again as it is when its prepared form was deallocated", async () => {
    const text = "select body from notes where id = $1";
    await prepared.query(text, [1]);
    await prepared.query(text, [1]);
    await prepared.query("deallocate all");
    expect((await prepared.query(text, [2])).rows).toEqual([{ body: expect.any(String) }]);
  });
});

describe("quoteLiteral", () => {
  it("quotes text so that it stays the same text whatever standard_conforming_strings is", async () => {
    expect(quoteLiteral("it's")).toBe("'it''s'");
    expect(quoteLiteral("a\\b'")).toBe(" E'a\\\\b'''");
    const text = "a\\'b\\\\'); drop table notes; --";
    for (const setting of ["on", "off"]) {
      await plain.exec(`set standard_conforming_strings = ${setting}`);
      const [result] = await plain.exec(`select ${quoteLiteral(text)} as text`);
      expect(result?.rows).toEqual([{ text }]);
    }
    await plain.exec("set standard_conforming_strings = on");
  });
});
