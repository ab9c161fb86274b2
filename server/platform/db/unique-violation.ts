/** PostgreSQL's SQLSTATE for a unique constraint or index refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a failed query was refused by a unique constraint. A check made before a write cannot
 * see a concurrent transaction's uncommitted row, so the constraint is the last word in a race;
 * the driver's error arrives as it is or as the `cause` of Drizzle's query error.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; current = (current as { cause?: unknown }).cause, depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
