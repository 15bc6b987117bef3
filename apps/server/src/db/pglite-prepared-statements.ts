import type { PGlite } from "@electric-sql/pglite";
import { LRUCache } from "lru-cache";

type Query = PGlite["query"];

/** How many statement texts are kept prepared at most; the least recently run is deallocated. */
const maxPrepared = 256;

/** A statement kind PREPARE takes; anything else (BEGIN, SET, VACUUM, DDL) is run as it is. */
const preparable = /^\s*(select|insert|update|delete|with|values)\b/i;

/**
 * A parameter as SQL literal text, as PGlite would have sent it bound: `toString()` (an ISO
 * time for a Date); undefined for values PGlite serialises by the parameter's type (arrays,
 * JSON objects, bytes), which a literal cannot do without knowing it. Quoted as
 * `PQescapeLiteral` does: quotes doubled and, when there are backslashes, an `E''` string
 * with them doubled, so the literal means the text whatever `standard_conforming_strings` is.
 */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return "NULL";
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") text = String(value);
  else if (value instanceof Date) text = value.toISOString();
  else return undefined;
  const quoted = text.replaceAll("'", "''");
  return text.includes("\\") ? ` E'${quoted.replaceAll("\\", "\\\\")}'` : `'${quoted}'`;
}

/**
 * Runs every statement `client.query` sees a second time as a prepared statement. PGlite's
 * `query` parses and plans each statement anew (an unnamed statement of the extended
 * protocol), and Drizzle's prepared queries do not name theirs on PGlite as they do on
 * PostgreSQL: for the autosave's UPDATE that was 1.0–1.1 ms against 0.27–0.35 ms with
 * its plan kept (measured alone, 3,000 runs). PGlite's API has no named statements, so the
 * text is given to `PREPARE` once and then run as `EXECUTE name(literals)`, each parameter
 * quoted (`sqlLiteral`); a call whose parameters cannot be written so, or a statement
 * PREPARE refuses, runs as before. Results, errors and parsers are those of `query`.
 *
 * `client.query` never runs inside a transaction (PGlite makes it wait for the open one;
 * a transaction's queries go through its own object), and prepared statements outlive a
 * rolled-back transaction, so a statement is prepared once for the session.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const query: Query = client.query.bind(client);
  let counter = 0;
  // By statement text, once seen: the name it was prepared as when seen again (null: PREPARE refused it).
  const statements = new LRUCache<string, { name?: Promise<string | null> }>({
    max: maxPrepared,
    dispose: (statement, _text, reason) => {
      if (reason !== "evict" || !statement.name) return;
      void statement.name.then((name) => (name ? query(`deallocate ${name}`) : undefined)).catch(() => undefined);
    },
  });
  const prepare = async (text: string): Promise<string | null> => {
    const name = `vitae_statement_${++counter}`;
    try {
      await query(`prepare ${name} as ${text}`);
      return name;
    } catch {
      return null;
    }
  };
  client.query = (async (text: string, params: unknown[] = [], options?: Parameters<Query>[2]) => {
    const literals = preparable.test(text) ? params.map(sqlLiteral) : undefined;
    if (!literals || literals.includes(undefined)) return query(text, params, options);
    const statement = statements.get(text);
    if (!statement) {
      statements.set(text, {});
      return query(text, params, options);
    }
    statement.name ??= prepare(text);
    const name = await statement.name;
    if (!name) return query(text, params, options);
    try {
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
