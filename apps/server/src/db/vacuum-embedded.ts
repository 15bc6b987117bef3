import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Db } from "./database";

/**
 * How soon the embedded database looks again for tables to vacuum: a second after a vacuum
 * (saves are coming in), twice as long after each look that found nothing, up to ten seconds.
 * A vacuum holds the database (it answers nothing else meanwhile) for about 4 µs per dead row,
 * a 40 KB resume's save leaving about 20 behind: vacuumed once a minute, 200 saves a second
 * made it stop for 450–730 ms; every second, the stops are a few milliseconds each.
 */
export const vacuumCheckDelaysMs = { afterVacuum: 1000, longest: 10_000 } as const;

/**
 * PostgreSQL's own rule for when a table needs vacuuming (autovacuum_vacuum_threshold and
 * autovacuum_vacuum_scale_factor at their defaults): more dead rows than 50 plus a fifth of
 * its live ones.
 */
const needsVacuum = (dead: number, live: number) => dead > 50 + 0.2 * live;

/** A table's rows, and its TOAST table's (where large values such as a resume's data live). */
interface TableRows {
  name: string;
  dead: number;
  live: number;
  toast_dead: number;
  toast_live: number;
}

/**
 * Vacuums the tables of our schema whose dead rows (their TOAST table's included) pass
 * PostgreSQL's autovacuum threshold; answers their names.
 *
 * Every save of a resume leaves its old data behind as dead rows: the 40 KB of a resume's
 * JSON are stored compressed, about 10 KB, in its TOAST table. PostgreSQL's autovacuum
 * daemon makes that space free for new rows, but it is a background process and PGlite is a
 * single one: nothing vacuums the embedded database, and its folder grew by about that much
 * on every autosave, for good (measured: 100 resumes saved 1,000 times took 13.7 MB and 20,000
 * times 250 MB). Vacuumed after each thousand saves, it stays at 13.9 MB. A vacuum takes about
 * 4 µs per dead row, and the embedded database answers nothing else meanwhile: hence the
 * frequent looks of `scheduleEmbeddedVacuum`.
 */
export async function vacuumDeadTables(db: Db): Promise<string[]> {
  // A connection reports its row counts at most once a second; PGlite's only connection made
  // every change, so this flushes them all before they are read.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select c.relname as name,
      coalesce(s.n_dead_tup, 0)::int as dead, coalesce(s.n_live_tup, 0)::int as live,
      coalesce(t.n_dead_tup, 0)::int as toast_dead, coalesce(t.n_live_tup, 0)::int as toast_live
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    left join pg_stat_all_tables s on s.relid = c.oid
    left join pg_stat_all_tables t on t.relid = c.reltoastrelid
    where c.relkind = 'r'
    order by c.relname`);
  const { rows } = result as unknown as { rows: TableRows[] };
  const vacuumed: string[] = [];
  for (const row of rows) {
    if (!needsVacuum(row.dead, row.live) && !needsVacuum(row.toast_dead, row.toast_live)) continue;
    // VACUUM runs outside a transaction: PGlite's one connection runs it between statements.
    await db.execute(sql`vacuum ${sql.identifier(row.name)}`);
    vacuumed.push(row.name);
  }
  return vacuumed;
}

/**
 * Vacuums the embedded database's tables that need it, as PostgreSQL's autovacuum would (a
 * PostgreSQL server vacuums itself), looking often while saves come in and seldom when none
 * do. It stops when the app closes, after a vacuum under way.
 */
export function scheduleEmbeddedVacuum(app: FastifyInstance, db: Db, delays: { afterVacuum: number; longest: number } = vacuumCheckDelaysMs): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closed = false;
  const lookIn = (delayMs: number) => {
    if (closed) return;
    timer = setTimeout(() => {
      running = vacuumDeadTables(db)
        .then(
          (tables) => {
            if (tables.length > 0) app.log.debug({ tables }, "vacuumed the embedded database");
            return tables.length > 0 ? delays.afterVacuum : Math.min(delayMs * 2, delays.longest);
          },
          (error: unknown) => {
            app.log.warn({ err: error }, "vacuuming the embedded database failed");
            return delays.longest;
          },
        )
        .then((next) => {
          running = null;
          lookIn(next);
        });
    }, delayMs);
    timer.unref();
  };
  lookIn(delays.longest);
  app.addHook("onClose", async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
