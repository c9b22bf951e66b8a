import { badRequest, HttpError } from '../plugins/errors.ts';

/** The versions a save was made from: any current one (`If-Match: *`), or one of these. */
export type ExpectedVersion = { any: true } | { any: false; versions: string[] };

const entityTagList = /^\s*(?:(?:W\/)?"[^"]*"\s*(?:,\s*|$))+$/;

/**
 * The If-Match header of a save to a versioned document (`url` is where its ETag is read),
 * which the save needs: without it, a page open since before someone else's save would
 * silently undo it (428, RFC 6585 §3). Weak tags never match (RFC 9110 §13.1.1 compares
 * strongly), and the document's own tags are strong.
 */
export function requireIfMatch(header: string | undefined, url: string): ExpectedVersion {
  if (header === undefined || header.trim() === '') {
    throw new HttpError(
      428,
      'PRECONDITION_REQUIRED',
      `Saving needs the If-Match header with the ETag from GET ${url}, so that it cannot undo a change saved in the meantime.`,
    );
  }
  if (header.trim() === '*') return { any: true };
  if (!entityTagList.test(header)) {
    throw badRequest(`If-Match must be the ETag from GET ${url}, quotes included (like "3").`);
  }
  const versions = [...header.matchAll(/(W\/)?"([^"]*)"/g)]
    .filter(([, weak]) => !weak)
    .map(([, , opaque]) => opaque!);
  return { any: false, versions };
}

/** Whether the document's current version is one the save was made from. */
export function isExpectedVersion(expected: ExpectedVersion, current: string | number): boolean {
  return expected.any || expected.versions.includes(String(current));
}
