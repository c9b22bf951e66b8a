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

/**
 * True when the database refused a value the client sent that no schema caught: a NUL byte or
 * invalid UTF-8 in text (22021, 22P05) or a number beyond its column's range, such as an id
 * above 2^31 - 1 (22003). The request is at fault, not the server.
 */
export function isUnstorableInput(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (code === '22021' || code === '22P05' || code === '22003') return true;
  }
  return false;
}

/**
 * True when a connection failed because the PostgreSQL server is not up yet: nothing listens
 * (ECONNREFUSED), its host name does not resolve yet (a container starting beside it), or it is
 * still starting or recovering (57P03). Worth retrying at start-up; other errors are not.
 */
export function isServerNotUpYet(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', '57P03'].includes(String(code))) {
      return true;
    }
  }
  return false;
}
