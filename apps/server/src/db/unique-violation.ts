/**
 * Whether a failed query broke a unique constraint (SQLSTATE 23505). Drizzle wraps the
 * driver's error, and node-postgres and PGlite both carry the code, so walk the causes.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
