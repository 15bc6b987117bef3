/** Whether a failed query carries this SQLSTATE; Drizzle wraps the driver's error, so walk the causes. */
function hasSqlState(error: unknown, code: string): boolean {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/**
 * Whether a failed query broke a unique constraint (SQLSTATE 23505). node-postgres and
 * PGlite both carry the code.
 */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, "23505");
}

/** Whether a failed query referred to a row that is gone (foreign-key violation, SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, "23503");
}
