// An ONIX product's contributors (onix-map.ts): display and sort names from whichever parts the
// sender gave, ONIX roles as the shop names them, in the sender's sequence.
import { contributorRoles } from '@shared/book-trade.ts';
import { kids, textOf, type OnixNode, type OnixRecord } from './onix-tree.ts';

/** Roles the shop does not name that make someone the book's author: "Created by", "Text by". */
const authorRoles = new Set(['A09', 'A14']);

/** An ONIX ContributorRole the shop names, else "Contributor". */
const shopRole = (code: string | undefined) => {
  const c = code?.trim().toUpperCase() ?? '';
  if (authorRoles.has(c)) return 'A01';
  return c in contributorRoles ? c : 'Z99';
};

/** A person's display name from whichever parts the sender gave. */
function contributorName(c: OnixNode): string | undefined {
  const direct = textOf(c, 'PersonName');
  if (direct) return direct;
  const parts = ['TitlesBeforeNames', 'NamesBeforeKey', 'PrefixToKey', 'KeyNames', 'NamesAfterKey']
    .map((n) => textOf(c, n))
    .filter(Boolean);
  if (textOf(c, 'KeyNames')) {
    const suffix = textOf(c, 'SuffixToKey');
    return [...parts, ...(suffix ? [suffix] : [])].join(' ');
  }
  const inverted = textOf(c, 'PersonNameInverted');
  if (inverted) {
    const [key, ...rest] = inverted.split(',');
    return rest.length > 0 ? `${rest.join(',').trim()} ${key!.trim()}`.trim() : inverted;
  }
  return textOf(c, 'CorporateName') ?? textOf(c, 'CorporateNameInverted');
}

/**
 * A person's sort name as the sender gives it (PersonNameInverted, or KeyNames and the names
 * before them: "Sjöwall, Maj"), else none: the shop then makes it from the display name.
 */
function contributorSortName(c: OnixNode): string | undefined {
  const inverted = textOf(c, 'PersonNameInverted') ?? textOf(c, 'CorporateNameInverted');
  if (inverted) return inverted;
  const key = textOf(c, 'KeyNames');
  if (!key) return undefined;
  const before = textOf(c, 'NamesBeforeKey');
  const suffix = textOf(c, 'SuffixToKey');
  const prefix = textOf(c, 'PrefixToKey');
  return [[prefix, key].filter(Boolean).join(' '), before, suffix].filter(Boolean).join(', ');
}

/** The product's credits (3.x DescriptiveDetail or 2.1 Product), at most 50, in sequence. */
export function contributorsOf(
  product: OnixNode,
  detail: OnixNode | undefined,
): OnixRecord['contributors'] {
  const credits: { name: string; role: string; seq: number; sortName?: string }[] = [];
  for (const [i, c] of [
    ...kids(detail, 'Contributor'),
    ...kids(product, 'Contributor'),
  ].entries()) {
    const name = contributorName(c);
    if (!name) continue;
    const role = shopRole(textOf(c, 'ContributorRole'));
    const seq = Number(textOf(c, 'SequenceNumber') ?? i + 1);
    if (!credits.some((x) => x.name === name && x.role === role)) {
      const sortName = contributorSortName(c)?.slice(0, 200);
      credits.push({
        name: name.slice(0, 200),
        role,
        seq: Number.isFinite(seq) ? seq : i + 1,
        ...(sortName ? { sortName } : {}),
      });
    }
  }
  if (credits.length === 0) return undefined;
  return credits
    .sort((a, b) => a.seq - b.seq)
    .slice(0, 50)
    .map(({ seq: _, ...credit }) => credit);
}
