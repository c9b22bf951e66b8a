/**
 * True when a query failed on a unique constraint (SQLSTATE 23505), optionally a given one.
 * Drizzle wraps the driver's error in its own, with the original as `cause`.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
