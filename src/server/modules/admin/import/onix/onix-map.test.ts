import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultOnixRules } from '@shared/schemas/onix-rules.ts';
import { readOnixProduct, type OnixNode } from './onix-map.ts';
import { descriptionText, languageName, onixDate, shopFormat } from './onix-values.ts';
import readOnixProducts, { sniffEncoding } from './onix-products.mjs';
import { onixImportRow, rupeePrice, subjectCategory } from './onix-row.ts';

const onixDir = path.resolve(import.meta.dirname, '../../../../../../../shared/data/onix');
const categories = ['Fiction', 'Non-Fiction', 'Classics', "Children's Books", 'History'];
const match = (name: string) => categories.find((c) => c.toLowerCase() === name.toLowerCase());

async function records(bytes: Uint8Array) {
  const trees: { record: number; tree: OnixNode }[] = [];
  const summary = await readOnixProducts({ bytes }, (batch) => {
    trees.push(...batch);
    return undefined;
  });
  return {
    summary,
    records: trees.map((t) => readOnixProduct(t.record, t.tree, summary.header.defaultCurrency)),
  };
}

describe('reading ONIX products', () => {
  it('reads every shared feed: products read, taken, and why any is not', async () => {
    const rules = { ...defaultOnixRules, rates: [{ currency: 'USD', rupees: 84 }] };
    const files = readdirSync(onixDir).filter((f) => f.endsWith('.xml'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const { summary, records: recs } = await records(readFileSync(path.join(onixDir, file)));
      expect(summary.root, file).toBe('ONIXMessage');
      expect(recs.length, file).toBe(summary.products);
      for (const rec of recs) {
        const row = onixImportRow(rec, rules, match, 'Fiction');
        expect(row.ok, `${file} #${rec.record}`).toBe(true);
        if (!row.ok) continue;
        expect(rec.isbn, file).toMatch(/^97[89]\d{10}$/);
        expect(rec.title?.length, file).toBeGreaterThan(0);
        expect(row.values.author.length, file).toBeGreaterThan(0);
      }
    }
  });

  it('reads the encoding the declaration names and the short tags of 2.1', async () => {
    const bytes = readFileSync(path.join(onixDir, 'ivp-2010-onix21-short.xml'));
    expect(sniffEncoding(bytes)).toBe('iso-8859-1');
    const { records: recs } = await records(bytes);
    expect(recs[0]).toMatchObject({
      isbn: '9780830810871',
      format: 'BC',
      editionStatement: 'Expanded Edition',
      language: 'English',
      pageCount: 237,
      publicationDate: '2007-11-29',
      publisher: 'InterVarsity Press',
      subjects: [{ scheme: 'BISAC', code: 'REL012120', main: true }],
      prices: [{ amount: 18, currency: 'USD', type: '01' }],
    });
  });

  it('converts an ISBN-10, names languages and formats, reads partial dates', async () => {
    const xml = `<ONIXMessage><Product><NotificationType>03</NotificationType>
      <ProductIdentifier><ProductIDType>02</ProductIDType><IDValue>0-14-303103-1</IDValue></ProductIdentifier>
      <ProductForm>DG</ProductForm><Title><TitleText>T</TitleText></Title>
      <Contributor><ContributorRole>A09</ContributorRole><PersonNameInverted>Narayan, R. K.</PersonNameInverted></Contributor>
      <Language><LanguageRole>01</LanguageRole><LanguageCode>tam</LanguageCode></Language>
      <PublicationDate>2027</PublicationDate><PublishingStatus>02</PublishingStatus></Product></ONIXMessage>`;
    const { records: recs } = await records(Buffer.from(xml));
    expect(recs[0]).toMatchObject({
      isbn: '9780143031031',
      format: 'ED',
      language: 'Tamil',
      publishedYear: 2027,
      status: 'forthcoming',
      contributors: [{ name: 'R. K. Narayan', role: 'A01', sortName: 'Narayan, R. K.' }],
    });
    expect(recs[0]!.publicationDate).toBeUndefined();
    expect(onixDate('20270229')).toEqual({ year: 2027 });
    expect(onixDate('2026-03-12')).toEqual({ date: '2026-03-12', year: 2026 });
    expect(languageName('zxx')).toBeUndefined();
    expect(shopFormat('BB')).toBe('BB');
    expect(shopFormat('BP')).toBe('BA');
  });

  it("takes the sender's sort names, from the inverted name or the key names", async () => {
    const xml = `<ONIXMessage release="3.0"><Product><RecordReference>r</RecordReference>
      <NotificationType>03</NotificationType>
      <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>9780143031031</IDValue></ProductIdentifier>
      <DescriptiveDetail><ProductForm>BC</ProductForm>
      <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>T</TitleText></TitleElement></TitleDetail>
      <Contributor><ContributorRole>A01</ContributorRole><NamesBeforeKey>Maj</NamesBeforeKey><KeyNames>Sjöwall</KeyNames></Contributor>
      <Contributor><ContributorRole>A01</ContributorRole><NamesBeforeKey>Ludwig</NamesBeforeKey><PrefixToKey>van</PrefixToKey><KeyNames>Beethoven</KeyNames><SuffixToKey>Jr.</SuffixToKey></Contributor>
      <Contributor><ContributorRole>B06</ContributorRole><PersonName>Joan Tate</PersonName></Contributor>
      </DescriptiveDetail></Product></ONIXMessage>`;
    const { records: recs } = await records(Buffer.from(xml));
    expect(recs[0]!.contributors).toEqual([
      { name: 'Maj Sjöwall', role: 'A01', sortName: 'Sjöwall, Maj' },
      { name: 'Ludwig van Beethoven Jr.', role: 'A01', sortName: 'van Beethoven, Ludwig, Jr.' },
      { name: 'Joan Tate', role: 'B06' },
    ]);
  });

  it('turns description markup into text, dropping scripts and links', () => {
    expect(
      descriptionText(
        '<p>One <strong>two</strong>\n three</p><script>alert(1)</script><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('One two three\n• a\n• b');
    expect(descriptionText('Plain\n\nparagraphs')).toBe('Plain\n\nparagraphs');
    expect(descriptionText('x '.repeat(4000)).length).toBeLessThanOrEqual(5000);
  });

  it('takes a rupee price first, else converts by the rate staff set, else says why not', () => {
    const rules = { rates: [{ currency: 'GBP', rupees: 107 }], defaultCurrency: null };
    const gbp = { amount: 7.99, currency: 'GBP', type: '02' };
    expect(rupeePrice([gbp, { amount: 499, currency: 'INR', type: '01' }], rules)).toEqual({
      rupees: 499,
    });
    expect(rupeePrice([gbp], rules)).toEqual({ rupees: 855 });
    expect(rupeePrice([{ amount: 10, currency: null, type: null }], rules)).toEqual({
      missing: 'no currency',
    });
    expect(rupeePrice([], rules)).toEqual({ missing: 'no price' });
  });

  it('files a book by its longest matching subject rule, main subject first', () => {
    const subjects = [
      { scheme: 'Thema' as const, code: 'FBC', main: true },
      { scheme: 'BISAC' as const, code: 'HIS000000', main: false },
    ];
    expect(subjectCategory(subjects, defaultOnixRules, match)).toBe('Classics');
    expect(subjectCategory(subjects.slice(1), defaultOnixRules, match)).toBe('History');
    expect(
      subjectCategory([{ scheme: 'BIC', code: 'ZZ', main: true }], defaultOnixRules, match),
    ).toBeUndefined();
  });
});
