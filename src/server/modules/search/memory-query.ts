// A search's text-search query evaluated on the index's posting lists (memory-index.ts;
// docs/decisions/026-search-counted-in-memory.md): the query as the database made it
// (pustak_query, as its `::text`), parsed; what the index does not evaluate is left to the
// database.
import type { SearchIndex } from './memory-index.ts';

/** A parsed text-search query: the operators pustak_query makes (`&`, `|`, parentheses). */
export type QueryNode =
  { op: 'lexeme'; value: string } | { op: '&' | '|'; left: QueryNode; right: QueryNode };

/**
 * A tsquery's text form (as `::text` prints it) parsed, or null when it uses what the index
 * does not evaluate (negation, phrases, prefixes, weights): the database counts those.
 */
export function parseTsQuery(text: string): QueryNode | null {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i++;
  };
  const fail = () => {
    throw new Error('unsupported');
  };
  const primary = (): QueryNode => {
    skip();
    if (text[i] === '(') {
      i++;
      const node = or();
      skip();
      if (text[i] !== ')') fail();
      i++;
      return node;
    }
    if (text[i] !== "'") fail();
    let value = '';
    i++;
    for (;;) {
      const ch = text[i];
      if (ch === undefined) fail();
      if (ch === '\\') {
        value += text[i + 1] ?? '';
        i += 2;
      } else if (ch === "'" && text[i + 1] === "'") {
        value += "'";
        i += 2;
      } else if (ch === "'") {
        i++;
        break;
      } else {
        value += ch;
        i++;
      }
    }
    if (text[i] === ':') fail();
    return { op: 'lexeme', value };
  };
  const and = (): QueryNode => {
    let node = primary();
    for (skip(); text[i] === '&'; skip()) {
      i++;
      node = { op: '&', left: node, right: primary() };
    }
    return node;
  };
  const or = (): QueryNode => {
    let node = and();
    for (skip(); text[i] === '|'; skip()) {
      i++;
      node = { op: '|', left: node, right: and() };
    }
    return node;
  };
  try {
    if (text.trim() === '') return null;
    const node = or();
    skip();
    return i === text.length ? node : null;
  } catch {
    return null;
  }
}

function intersect(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out;
}

function union(a: ArrayLike<number>, b: ArrayLike<number>): ArrayLike<number> {
  // A word's English stem, its key and its loose form are often one lexeme, or one finds
  // nothing: no copy of a long list is made for them (posting lists are read-only).
  if (a === b || b.length === 0) return a;
  if (a.length === 0) return b;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? a[i]! : Infinity;
    const y = j < b.length ? b[j]! : Infinity;
    if (x <= y) {
      out.push(x);
      i++;
      if (x === y) j++;
    } else {
      out.push(y);
      j++;
    }
  }
  return out;
}

/** The slots whose vector matches the query, ascending (dead ones included). */
export function evaluate(index: SearchIndex, node: QueryNode): ArrayLike<number> {
  if (node.op === 'lexeme') return index.postings(node.value);
  const left = evaluate(index, node.left);
  if (node.op === '&' && left.length === 0) return left;
  const right = evaluate(index, node.right);
  if (node.op === '|') return union(left, right);
  return left === right ? left : intersect(left, right);
}
