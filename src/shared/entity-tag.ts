/**
 * The strong entity tag of a document's version (12 → `"12"`): the server answers it as the
 * ETag of the settings and the site configuration, and the admin pages send it back as If-Match
 * when they save, so that a save made from an older version is refused instead of undoing a
 * change someone else saved in the meantime.
 */
export function entityTag(version: string | number): string {
  return `"${version}"`;
}

/** The code of the 409 a save made from an older version gets. */
export const versionConflictCode = 'CONFLICT';
