// The book trade's code lists the shop uses (EDItEUR's ONIX for Books code lists): an edition's
// format (ProductForm, list 150) and a contributor's role (ContributorRole, list 17), with the
// words shown to shoppers and staff. Codes outside these lists are kept and shown by their
// nearest general label.

/** ONIX ProductForm codes the shop names, in the order a picker offers them. */
export const bookFormats = {
  BC: 'Paperback',
  BB: 'Hardback',
  SB: 'Box set',
  BA: 'Book',
  BH: 'Board book',
  BE: 'Spiral bound',
  BG: 'Leather or fine binding',
  BD: 'Loose-leaf',
  BF: 'Pamphlet',
  BK: 'Novelty book',
  BZ: 'Other format',
  AC: 'Audio CD',
  AJ: 'Audiobook download',
  ED: 'E-book',
} as const satisfies Record<string, string>;

export type BookFormatCode = keyof typeof bookFormats;

/** The words for an edition's format; null when it is not stated. */
export function formatLabel(code: string | null | undefined): string | null {
  if (!code) return null;
  if (code in bookFormats) return bookFormats[code as BookFormatCode];
  if (code.startsWith('B')) return 'Book';
  if (code.startsWith('A')) return 'Audio';
  if (code.startsWith('E')) return 'E-book';
  if (code.startsWith('S')) return 'Set';
  return 'Other format';
}

/**
 * ONIX ContributorRole codes the shop names: `label` says what the person is ("Translator"),
 * `by` heads their books on their page and credits them on a book ("Translated by").
 */
export const contributorRoles = {
  A01: { label: 'Author', by: 'Written by' },
  A02: { label: 'Co-author', by: 'With' },
  B01: { label: 'Editor', by: 'Edited by' },
  B06: { label: 'Translator', by: 'Translated by' },
  A12: { label: 'Illustrator', by: 'Illustrated by' },
  A13: { label: 'Photographer', by: 'Photographs by' },
  A23: { label: 'Foreword', by: 'Foreword by' },
  A24: { label: 'Introduction', by: 'Introduction by' },
  A19: { label: 'Afterword', by: 'Afterword by' },
  B05: { label: 'Adapter', by: 'Adapted by' },
  C01: { label: 'Compiler', by: 'Compiled by' },
  E07: { label: 'Narrator', by: 'Read by' },
  Z99: { label: 'Contributor', by: 'With contributions by' },
} as const satisfies Record<string, { label: string; by: string }>;

export type ContributorRoleCode = keyof typeof contributorRoles;

/** The words for a role code; any code the shop does not name is a "Contributor". */
export function roleOf(code: string): { label: string; by: string } {
  return code in contributorRoles
    ? contributorRoles[code as ContributorRoleCode]
    : contributorRoles.Z99;
}
