import type { PGlite } from "@electric-sql/pglite";
import { LRUCache } from "lru-cache";

type Query = PGlite["query"];

/** A statement text as it was prepared: its name, and the type of each of its parameters. */
interface Prepared {
  name: string;
  parameterTypes: number[];
}

/** How many statement texts are kept prepared at most; the least recently run is deallocated. */
const maxPrepared = 256;

/** A statement kind PREPARE takes; anything else (BEGIN, SET, VACUUM, DDL) is run as it is. */
const preparable = /^\s*(select|insert|update|delete|with|values)\b/i;

/**
 * `text` as an SQL string literal, quoted as `PQescapeLiteral` does: quotes doubled and, when
 * there are backslashes, an `E''` string with them doubled, so that the literal means the
 * text whatever `standard_conforming_strings` is.
 */
export function quoteLiteral(text: string): string {
  const quoted = text.replaceAll("'", "''");
  return text.includes("\\") ? ` E'${quoted.replaceAll("\\", "\\\\")}'` : `'${quoted}'`;
}

/**
 * Runs every statement `client.query` sees a second time as a prepared statement. PGlite's
 * `query` parses and plans each statement anew (an unnamed statement of the extended
 * protocol), and Drizzle's prepared queries do not name theirs on PGlite as they do on
 * PostgreSQL: for the autosave's UPDATE that was 1.0–1.1 ms against 0.27–0.35 ms with
 * its plan kept (measured alone, 3,000 runs). PGlite's API has no named statements, so the
 * text is given to `PREPARE` once and then run as `EXECUTE name(literals)`: each parameter
 * is written as PGlite writes it when it binds one (its serializer for the parameter's type,
 * else `toString()`) and quoted (`quoteLiteral`). A statement PREPARE refuses runs as
 * before. Results, errors and parsers are those of `query`.
 *
 * `client.query` never runs inside a transaction (PGlite makes it wait for the open one;
 * a transaction's queries go through its own object), and prepared statements outlive a
 * rolled-back transaction, so a statement is prepared once for the session.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const query: Query = client.query.bind(client);
  let counter = 0;
  // By statement text, once seen: what it was prepared as when seen again (null: PREPARE refused it).
  const statements = new LRUCache<string, { prepared?: Promise<Prepared | null> }>({
    max: maxPrepared,
    dispose: (statement, _text, reason) => {
      if (reason !== "evict" || !statement.prepared) return;
      void statement.prepared.then((prepared) => (prepared ? query(`deallocate ${prepared.name}`) : undefined)).catch(() => undefined);
    },
  });
  const prepare = async (text: string): Promise<Prepared | null> => {
    const name = `vitae_statement_${++counter}`;
    try {
      await query(`prepare ${name} as ${text}`);
    } catch {
      return null;
    }
    const { rows } = await query<{ oid: number }>(
      `select t.type::oid::int as oid from pg_prepared_statements p
        cross join lateral unnest(p.parameter_types) with ordinality as t(type, position)
        where p.name = $1 order by t.position`,
      [name],
    );
    return { name, parameterTypes: rows.map((row) => row.oid) };
  };
  client.query = (async (text: string, params: unknown[] = [], options?: Parameters<Query>[2]) => {
    if (!preparable.test(text)) return query(text, params, options);
    const statement = statements.get(text);
    if (!statement) {
      statements.set(text, {});
      return query(text, params, options);
    }
    statement.prepared ??= prepare(text);
    const prepared = await statement.prepared;
    if (!prepared) return query(text, params, options);
    // As PGlite's own `query` writes a bound parameter.
    const literals = params.map((value, index) => {
      if (value === null || value === undefined) return "NULL";
      const type = prepared.parameterTypes[index]!;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return quoteLiteral(serialize ? serialize(value) : String(value));
    });
    try {
      const { name } = prepared;
      return await query(literals.length > 0 ? `execute ${name}(${literals.join(", ")})` : `execute ${name}`, [], options);
    } catch (error) {
      // Deallocated meanwhile (evicted by another statement): run as it is.
      if ((error as { code?: string }).code !== "26000") throw error;
      statements.delete(text);
      return query(text, params, options);
    }
  }) as Query;
  return client;
}
