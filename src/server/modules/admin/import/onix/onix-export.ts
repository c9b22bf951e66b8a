// The shop's catalogue as an ONIX for Books 3.0 message (reference tags), for marketplaces and
// libraries; importing it into another shop gives back the same books (onix-export.test.ts).
// Written as text: an element is its name around escaped text, and escaping is five characters,
// so no XML writer is needed for it.
import { Readable } from 'node:stream';
import { bookFormats } from '@shared/book-trade.ts';
import type { Db } from '../../../../db/client.ts';
import {
  exportPages,
  type findBooksForExport,
  type findExportTrade,
} from '../admin-import.repository.ts';

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all.
    .replace(/[^\t\n\r\u0020-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');

const el = (name: string, value: string | number | null | undefined, attrs = '') =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${name}${attrs}>${escapeXml(String(value))}</${name}>`;

/** ISO 639-2/B codes of the languages a shop names, by their English name. */
const languageCodes = (() => {
  const codes = [
    'eng',
    'hin',
    'ben',
    'tel',
    'mar',
    'tam',
    'urd',
    'guj',
    'kan',
    'mal',
    'ori',
    'pan',
    'asm',
    'mai',
    'san',
    'nep',
    'kok',
    'snd',
    'kas',
    'doi',
    'mni',
    'sat',
    'bod',
    'fre',
    'ger',
    'spa',
    'ita',
    'por',
    'rus',
    'jpn',
    'chi',
    'kor',
    'ara',
    'per',
    'tur',
    'swe',
    'nor',
    'dan',
    'dut',
    'pol',
    'gre',
    'heb',
    'lat',
    'tha',
    'vie',
    'ind',
    'may',
    'sin',
    'mul',
  ];
  const names = new Intl.DisplayNames('en', { type: 'language' });
  return new Map(codes.map((c) => [names.of(c)!.toLowerCase(), c]));
})();

type ExportBook = Awaited<ReturnType<typeof findBooksForExport>>[number];
type ExportTrade =
  Awaited<ReturnType<typeof findExportTrade>> extends Map<number, infer T> ? T : never;

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** One book as an ONIX 3.0 Product. */
export function onixProduct(b: ExportBook, t: ExportTrade | undefined, publicUrl: string): string {
  const image = b.imageUrl
    ? b.imageUrl.startsWith('/')
      ? `${publicUrl.replace(/\/$/, '')}${b.imageUrl}`
      : b.imageUrl
    : '';
  const identifiers = b.isbn13
    ? `<ProductIdentifier><ProductIDType>15</ProductIDType>${el('IDValue', b.isbn13)}</ProductIdentifier>`
    : '';
  return [
    '<Product>',
    el('RecordReference', `pustak-${b.id}`),
    '<NotificationType>03</NotificationType>',
    `<ProductIdentifier><ProductIDType>01</ProductIDType><IDTypeName>Pustak</IDTypeName>${el('IDValue', b.id)}</ProductIdentifier>`,
    identifiers,
    ...descriptiveDetail(b, t),
    b.description || image ? '<CollateralDetail>' : '',
    b.description
      ? `<TextContent><TextType>03</TextType><ContentAudience>00</ContentAudience>${el('Text', b.description, ' textformat="06"')}</TextContent>`
      : '',
    image
      ? `<SupportingResource><ResourceContentType>01</ResourceContentType><ContentAudience>00</ContentAudience><ResourceMode>03</ResourceMode><ResourceVersion><ResourceForm>02</ResourceForm>${el('ResourceLink', image)}</ResourceVersion></SupportingResource>`
      : '',
    b.description || image ? '</CollateralDetail>' : '',
    ...publishingDetail(b, t),
    '<ProductSupply><SupplyDetail>',
    '<Supplier><SupplierRole>00</SupplierRole><SupplierName>Pustak</SupplierName></Supplier>',
    el('ProductAvailability', b.archivedAt ? '40' : b.stockQuantity > 0 ? '21' : '31'),
    `<Stock>${el('OnHand', b.stockQuantity)}</Stock>`,
    `<Price><PriceType>02</PriceType>${el('PriceAmount', rupees(b.mrpPaise))}<CurrencyCode>INR</CurrencyCode></Price>`,
    b.sellingPricePaise !== b.mrpPaise
      ? `<Price><PriceType>04</PriceType>${el('PriceAmount', rupees(b.sellingPricePaise))}<CurrencyCode>INR</CurrencyCode></Price>`
      : '',
    '</SupplyDetail></ProductSupply>',
    '</Product>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** A Product's DescriptiveDetail, a line per element ('' for one the book has not). */
function descriptiveDetail(b: ExportBook, t: ExportTrade | undefined): string[] {
  const credits: { name: string; role: string; sortName?: string }[] = t?.credits?.length
    ? t.credits
    : [{ name: b.author, role: 'A01' }];
  const language = languageCodes.get(b.language.toLowerCase());
  // ProductForm is required; 00 says it is not known.
  const format = b.format && b.format in bookFormats ? b.format : '00';
  return [
    '<DescriptiveDetail>',
    '<ProductComposition>00</ProductComposition>',
    el('ProductForm', format),
    t?.series
      ? `<Collection><CollectionType>10</CollectionType><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>02</TitleElementLevel>${el('TitleText', t.series)}${el('PartNumber', t.seriesNumber)}</TitleElement></TitleDetail></Collection>`
      : '',
    `<TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel>${el('TitleText', b.title)}</TitleElement></TitleDetail>`,
    ...credits.map(
      (c, i) =>
        `<Contributor><SequenceNumber>${i + 1}</SequenceNumber>${el('ContributorRole', c.role)}${el('PersonName', c.name)}${c.sortName ? el('PersonNameInverted', c.sortName) : ''}</Contributor>`,
    ),
    b.editionStatement ? el('EditionStatement', b.editionStatement) : '<NoEdition/>',
    language
      ? `<Language><LanguageRole>01</LanguageRole>${el('LanguageCode', language)}</Language>`
      : '',
    b.pageCount
      ? `<Extent><ExtentType>00</ExtentType>${el('ExtentValue', b.pageCount)}<ExtentUnit>03</ExtentUnit></Extent>`
      : '',
    ...b.category.map(
      (c) =>
        `<Subject><SubjectSchemeIdentifier>24</SubjectSchemeIdentifier><SubjectSchemeName>Pustak category</SubjectSchemeName>${el('SubjectHeadingText', c)}</Subject>`,
    ),
    '</DescriptiveDetail>',
  ];
}

/** A Product's PublishingDetail, a line per element ('' for one the book has not). */
function publishingDetail(b: ExportBook, t: ExportTrade | undefined): string[] {
  const date = b.publicationDate
    ? el('Date', String(b.publicationDate).replace(/-/g, ''))
    : b.publishedYear && b.publishedYear > 999
      ? el('Date', b.publishedYear, ' dateformat="05"')
      : '';
  return [
    '<PublishingDetail>',
    b.imprint ? `<Imprint>${el('ImprintName', b.imprint)}</Imprint>` : '',
    t?.publisher
      ? `<Publisher><PublishingRole>01</PublishingRole>${el('PublisherName', t.publisher)}</Publisher>`
      : '',
    el('PublishingStatus', b.archivedAt ? '08' : '04'),
    date
      ? `<PublishingDate><PublishingDateRole>01</PublishingDateRole>${date}</PublishingDate>`
      : '',
    '</PublishingDetail>',
  ];
}

async function* onixLines(db: Db, storeName: string, publicUrl: string) {
  const sent = new Date().toISOString().replace(/[-:]/g, '').slice(0, 13);
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">\n<Header><Sender>${el('SenderName', storeName)}</Sender>${el('SentDateTime', sent)}<DefaultCurrencyCode>INR</DefaultCurrencyCode></Header>\n`;
  for await (const { books, trade } of exportPages(db)) {
    yield `${books.map((b) => onixProduct(b, trade.get(b.id), publicUrl)).join('\n')}\n`;
  }
  yield '</ONIXMessage>\n';
}

/** The whole catalogue (archived books as inactive) as ONIX 3.0, streamed in id order. */
export function exportBooksOnix(db: Db, storeName: string, publicUrl: string): Readable {
  return Readable.from(onixLines(db, storeName, publicUrl));
}
