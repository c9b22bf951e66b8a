// Generated book data for tests and benchmarks, with nothing of the server imported: the browser
// tests use it too.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A valid ISBN-13 (979 + n, with its check digit). */
export function isbn13Of(n: number): string {
  const first12 = `979${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** The shared real ONIX feeds (ONIX 2.1, 3.0 and 3.1, from publishers and distributors). */
export const onixDir = path.resolve(import.meta.dirname, '../../../../../../shared/data/onix');

/**
 * An ONIX 2.1 feed of `count` products made from the shared Bookwise feed's records, each with a
 * distinct ISBN-13 (isbn13Of(offset + i)) and its number in its title; a piece of text at a time,
 * so that a feed of millions can be written to a file.
 */
export function* onixFeedParts(count: number, offset: number): Generator<string> {
  const text = readFileSync(path.join(onixDir, 'bookwise-2008-onix21.xml'), 'utf8');
  const products = text.match(/<Product>[\s\S]*?<\/Product>/g) ?? [];
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<ONIXMessage>\n<Header><FromCompany>Generated</FromCompany></Header>\n';
  for (let i = 0; i < count; i++) {
    const isbn = isbn13Of(offset + i);
    yield `${products[i % products.length]!.replace(
      /<ProductIdentifier>[\s\S]*?<\/ProductIdentifier>\s*/g,
      '',
    )
      .replace(
        /<RecordReference>[^<]*<\/RecordReference>/,
        `<RecordReference>${isbn}</RecordReference>\n <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${isbn}</IDValue></ProductIdentifier>`,
      )
      .replace(
        /<TitleText>([^<]*)<\/TitleText>/,
        (_, t: string) => `<TitleText>${t} ${offset + i}</TitleText>`,
      )}\n`;
  }
  yield '</ONIXMessage>\n';
}

/** onixFeedParts as one file's bytes. */
export const generatedOnixFeed = (count: number, offset: number) =>
  Buffer.from([...onixFeedParts(count, offset)].join(''));
