// What an ONIX for Books product says, read from the tree the parse worker sends
// (onix-products.mjs): releases 2.1 and 3.0/3.1 alike, since the worker has already given every
// element its reference name. Only what the record carries is set; the import changes only that.
import { toIsbn13 } from '@shared/isbn.ts';
import { contributorsOf } from './onix-contributors.ts';
import { descriptionText, languageName, onixDate, shopFormat } from './onix-values.ts';
import {
  has,
  kid,
  kids,
  textOf,
  type OnixNode,
  type OnixRecord,
  type OnixSubjectScheme,
} from './onix-tree.ts';

export type { OnixNode, OnixPrice, OnixRecord } from './onix-tree.ts';

function identifiers(product: OnixNode): { isbn: string | null; badIsbn: string | null } {
  let isbn: string | null = null;
  let badIsbn: string | null = null;
  const found: { type: string; value: string }[] = kids(product, 'ProductIdentifier').flatMap(
    (p) => {
      const value = textOf(p, 'IDValue');
      return value ? [{ type: textOf(p, 'ProductIDType') ?? '', value }] : [];
    },
  );
  // ONIX 2.1's own elements for the identifiers, still sent by older systems.
  const legacyIsbn = textOf(product, 'ISBN');
  const legacyEan = textOf(product, 'EAN13');
  if (legacyEan) found.push({ type: '03', value: legacyEan });
  if (legacyIsbn) found.push({ type: '02', value: legacyIsbn });
  // ISBN-13 first, then a GTIN-13 in the Bookland range, then an ISBN-10 converted.
  for (const type of ['15', '03', '02']) {
    for (const f of found.filter((x) => x.type === type)) {
      const value = f.value.replace(/[\s-]/g, '');
      if (type === '03' && !/^97[89]/.test(value)) continue;
      const converted = toIsbn13(value);
      if (converted) {
        isbn ??= converted;
      } else badIsbn ??= f.value;
    }
  }
  return { isbn, badIsbn: isbn ? null : badIsbn };
}

function titleOf(product: OnixNode, detail: OnixNode | undefined): string | undefined {
  // ONIX 3: TitleDetail of type 01, its product-level element.
  for (const td of kids(detail, 'TitleDetail')) {
    if ((textOf(td, 'TitleType') ?? '01') !== '01') continue;
    const elements = kids(td, 'TitleElement');
    const el = elements.find((e) => textOf(e, 'TitleElementLevel') === '01') ?? elements[0];
    if (!el) continue;
    const main =
      textOf(el, 'TitleText') ??
      [textOf(el, 'TitlePrefix'), textOf(el, 'TitleWithoutPrefix')].filter(Boolean).join(' ');
    if (!main) continue;
    const subtitle = textOf(el, 'Subtitle');
    return subtitle ? `${main}: ${subtitle}` : main;
  }
  // ONIX 2.1: Title of type 01, or the distinctive title.
  for (const t of kids(product, 'Title')) {
    if ((textOf(t, 'TitleType') ?? '01') !== '01') continue;
    const main =
      textOf(t, 'TitleText') ??
      [textOf(t, 'TitlePrefix'), textOf(t, 'TitleWithoutPrefix')].filter(Boolean).join(' ');
    if (!main) continue;
    const subtitle = textOf(t, 'Subtitle');
    return subtitle ? `${main}: ${subtitle}` : main;
  }
  const distinctive = textOf(product, 'DistinctiveTitle');
  const subtitle = textOf(product, 'Subtitle');
  return distinctive && subtitle ? `${distinctive}: ${subtitle}` : distinctive;
}

const volume = (v: string | undefined): number | null => {
  const n = Number(v?.replace(/[^0-9.]/g, ''));
  return v && Number.isFinite(n) && n >= 0 && n <= 100_000 ? Math.round(n * 10) / 10 : null;
};

function seriesOf(
  product: OnixNode,
  detail: OnixNode | undefined,
): { name: string; number: number | null } | undefined {
  // ONIX 3: a Collection of type 10 (a publisher's series), its collection-level title.
  for (const col of kids(detail, 'Collection')) {
    if ((textOf(col, 'CollectionType') ?? '10') !== '10') continue;
    let name: string | undefined;
    let number: number | null = null;
    for (const td of kids(col, 'TitleDetail')) {
      for (const el of kids(td, 'TitleElement')) {
        const level = textOf(el, 'TitleElementLevel');
        const text =
          textOf(el, 'TitleText') ??
          ([textOf(el, 'TitlePrefix'), textOf(el, 'TitleWithoutPrefix')]
            .filter(Boolean)
            .join(' ') ||
            undefined);
        if (level === '02' && text) name ??= text;
        if (textOf(el, 'PartNumber')) number ??= volume(textOf(el, 'PartNumber'));
      }
    }
    if (name) return { name, number };
  }
  // ONIX 3 without a Collection: a collection-level element in the product's own title.
  for (const td of kids(detail, 'TitleDetail')) {
    for (const el of kids(td, 'TitleElement')) {
      if (textOf(el, 'TitleElementLevel') !== '02') continue;
      const name = textOf(el, 'TitleText') ?? textOf(el, 'TitleWithoutPrefix');
      if (name) return { name, number: volume(textOf(el, 'PartNumber')) };
    }
  }
  // ONIX 2.1: Series.
  for (const s of kids(product, 'Series')) {
    const name = textOf(s, 'TitleOfSeries') ?? textOf(kid(s, 'Title'), 'TitleText');
    if (name) return { name, number: volume(textOf(s, 'NumberWithinSeries')) };
  }
  return undefined;
}

const subjectSchemes: Record<string, OnixSubjectScheme> = {
  '10': 'BISAC',
  '12': 'BIC',
  '93': 'Thema',
};

function subjectsOf(product: OnixNode, detail: OnixNode | undefined): OnixRecord['subjects'] {
  const out: OnixRecord['subjects'] = [];
  const basic = textOf(product, 'BASICMainSubject');
  if (basic) out.push({ scheme: 'BISAC', code: basic, main: true });
  const bic = textOf(product, 'BICMainSubject');
  if (bic) out.push({ scheme: 'BIC', code: bic, main: true });
  for (const s of [...kids(detail, 'Subject'), ...kids(product, 'Subject')]) {
    const id = textOf(s, 'SubjectSchemeIdentifier') ?? '';
    const scheme = subjectSchemes[id];
    const code = textOf(s, 'SubjectCode');
    if (scheme && code) out.push({ scheme, code, main: has(s, 'MainSubject') });
    const heading = textOf(s, 'SubjectHeadingText');
    if (id === '24' && heading) out.push({ scheme: 'Heading', code: heading, main: false });
  }
  // ONIX 2.1's MainSubject composite.
  for (const s of kids(product, 'MainSubject')) {
    const scheme = subjectSchemes[textOf(s, 'SubjectSchemeIdentifier') ?? ''];
    const code = textOf(s, 'SubjectCode');
    if (scheme && code) out.push({ scheme, code, main: true });
  }
  return out.sort((a, b) => Number(b.main) - Number(a.main));
}

function descriptionOf(product: OnixNode, collateral: OnixNode | undefined) {
  const texts: { type: string; text: string; plain: boolean }[] = [];
  // Text formats 06 and 07 are plain text; others (or none) may be markup.
  const plain = (text: OnixNode | undefined, format?: string) =>
    ['06', '07'].includes(text?.a?.textformat ?? format ?? '');
  for (const tc of kids(collateral, 'TextContent')) {
    const text = kid(tc, 'Text');
    if (text?.t) {
      texts.push({ type: textOf(tc, 'TextType') ?? '', text: text.t, plain: plain(text) });
    }
  }
  for (const ot of kids(product, 'OtherText')) {
    const text = kid(ot, 'Text');
    const code = textOf(ot, 'TextTypeCode') ?? '';
    // ONIX 2.1: 01 main description, 03 long, 02 short; mapped to ONIX 3's 03 and 02.
    const type = code === '01' || code === '03' ? '03' : code === '02' ? '02' : code;
    if (text?.t) {
      texts.push({ type, text: text.t, plain: plain(text, textOf(ot, 'TextFormat')) });
    }
  }
  const best = texts.find((t) => t.type === '03') ?? texts.find((t) => t.type === '02');
  if (!best) return undefined;
  const text = descriptionText(best.text, best.plain);
  return text || undefined;
}

function coverOf(product: OnixNode, collateral: OnixNode | undefined) {
  for (const sr of kids(collateral, 'SupportingResource')) {
    if (textOf(sr, 'ResourceContentType') !== '01') continue;
    for (const rv of kids(sr, 'ResourceVersion')) {
      const link = textOf(rv, 'ResourceLink');
      if (link && /^https?:\/\//i.test(link) && URL.canParse(link) && link.length <= 500) {
        return link;
      }
    }
  }
  for (const mf of kids(product, 'MediaFile')) {
    const type = textOf(mf, 'MediaFileTypeCode');
    if (type !== '04' && type !== '06') continue;
    const link = textOf(mf, 'MediaFileLink');
    if (link && /^https?:\/\//i.test(link) && URL.canParse(link) && link.length <= 500) {
      return link;
    }
  }
  return undefined;
}

const unavailable = new Set(['01', '05', '06', '07', '08', '11', '12']);

function statusOf(product: OnixNode, publishing: OnixNode | undefined, supplies: OnixNode[]) {
  const status = textOf(publishing, 'PublishingStatus') ?? textOf(product, 'PublishingStatus');
  if (status === '02' || status === '03') return 'forthcoming';
  if (status && unavailable.has(status)) return 'unavailable';
  if (status === '04' || status === '09' || status === '10') return 'active';
  const availability = supplies.map((s) => textOf(s, 'ProductAvailability')).find(Boolean);
  if (availability) {
    if (availability.startsWith('1')) return 'forthcoming';
    if (availability.startsWith('4') || availability.startsWith('5')) return 'unavailable';
    return 'active';
  }
  return null;
}

/** Reads one product of a message; `defaultCurrency` is the message header's. */
export function readOnixProduct(
  record: number,
  product: OnixNode,
  defaultCurrency: string | null,
  defaultLanguage: string | null = null,
): OnixRecord {
  const detail = kid(product, 'DescriptiveDetail');
  const collateral = kid(product, 'CollateralDetail');
  const publishing = kid(product, 'PublishingDetail');
  const supplies = [
    ...kids(product, 'SupplyDetail'),
    ...kids(product, 'ProductSupply').flatMap((ps) => kids(ps, 'SupplyDetail')),
  ];
  const notification = textOf(product, 'NotificationType') ?? '03';
  const out: OnixRecord = {
    record,
    reference: textOf(product, 'RecordReference') ?? null,
    notification: notification === '01' || notification === '02' ? '03' : notification,
    ...identifiers(product),
    subjects: subjectsOf(product, detail),
    prices: [],
    status: statusOf(product, publishing, supplies),
  };
  const title = titleOf(product, detail);
  if (title) out.title = title;

  const contributors = contributorsOf(product, detail);
  if (contributors) out.contributors = contributors;

  const format = shopFormat(textOf(detail, 'ProductForm') ?? textOf(product, 'ProductForm'));
  if (format) out.format = format;
  const edition = editionOf(product, detail);
  if (edition) out.editionStatement = edition;

  const name = languageOf(product, detail, defaultLanguage);
  if (name) out.language = name;

  const pages = pageCountOf(product, detail);
  if (pages !== undefined) out.pageCount = pages;

  const dates = kids(publishing, 'PublishingDate');
  const published = onixDate(
    textOf(
      dates.find((d) => textOf(d, 'PublishingDateRole') === '01'),
      'Date',
    ) ?? textOf(product, 'PublicationDate'),
  );
  if (published.date) out.publicationDate = published.date;
  if (published.year) out.publishedYear = published.year;

  const publishers = [...kids(publishing, 'Publisher'), ...kids(product, 'Publisher')];
  const publisher =
    publishers.find((p) => (textOf(p, 'PublishingRole') ?? '01') === '01') ?? publishers[0];
  const publisherName = textOf(publisher, 'PublisherName');
  if (publisherName) out.publisher = publisherName.slice(0, 200);
  const imprint = textOf(
    kids(publishing, 'Imprint')[0] ?? kids(product, 'Imprint')[0],
    'ImprintName',
  );
  if (imprint) out.imprint = imprint.slice(0, 200);

  const series = seriesOf(product, detail);
  if (series) out.series = { name: series.name.slice(0, 200), number: series.number };
  const description = descriptionOf(product, collateral);
  if (description) out.description = description;
  const cover = coverOf(product, collateral);
  if (cover) out.imageUrl = cover;

  readSupplies(out, supplies, defaultCurrency);
  return out;
}

/** The edition statement, or one made from the edition's number past the first. */
function editionOf(product: OnixNode, detail: OnixNode | undefined): string | undefined {
  const edition = textOf(detail, 'EditionStatement') ?? textOf(product, 'EditionStatement');
  const editionNumber = Number(textOf(detail, 'EditionNumber') ?? textOf(product, 'EditionNumber'));
  if (edition) return edition.slice(0, 200);
  if (Number.isInteger(editionNumber) && editionNumber > 1) {
    const suffix = editionNumber % 10 === 2 && editionNumber % 100 !== 12 ? 'nd' : 'th';
    const ordinal =
      editionNumber % 10 === 3 && editionNumber % 100 !== 13
        ? 'rd'
        : editionNumber % 10 === 1 && editionNumber % 100 !== 11
          ? 'st'
          : suffix;
    return `${editionNumber}${ordinal} edition`;
  }
  return undefined;
}

/** The name of the text's language (role 01, else the first), or the message's default. */
function languageOf(
  product: OnixNode,
  detail: OnixNode | undefined,
  defaultLanguage: string | null,
) {
  const languages = [...kids(detail, 'Language'), ...kids(product, 'Language')];
  const language =
    languages.find((l) => (textOf(l, 'LanguageRole') ?? '01') === '01') ?? languages[0];
  return languageName(
    textOf(language, 'LanguageCode') ??
      textOf(product, 'LanguageOfText') ??
      defaultLanguage ??
      undefined,
  );
}

/** The number of pages: the main content's extent, else the total, else the printed count. */
function pageCountOf(product: OnixNode, detail: OnixNode | undefined): number | undefined {
  const extents = [...kids(detail, 'Extent'), ...kids(product, 'Extent')].filter(
    (e) => (textOf(e, 'ExtentUnit') ?? '03') === '03',
  );
  const extent =
    extents.find((e) => textOf(e, 'ExtentType') === '00') ??
    extents.find((e) => textOf(e, 'ExtentType') === '11') ??
    extents.find((e) => textOf(e, 'ExtentType') === '07');
  const pages = Number(textOf(extent, 'ExtentValue') ?? textOf(product, 'NumberOfPages'));
  return Number.isInteger(pages) && pages >= 1 && pages <= 100_000 ? pages : undefined;
}

/** The supplies' prices, and the stock on hand over all of them (at most a million). */
function readSupplies(out: OnixRecord, supplies: OnixNode[], defaultCurrency: string | null) {
  for (const supply of supplies) {
    for (const price of kids(supply, 'Price')) {
      const amount = Number(textOf(price, 'PriceAmount')?.replace(/,/g, ''));
      if (!Number.isFinite(amount) || amount <= 0) continue;
      out.prices.push({
        amount,
        currency: (textOf(price, 'CurrencyCode') ?? defaultCurrency)?.toUpperCase() ?? null,
        type: textOf(price, 'PriceType') ?? textOf(price, 'PriceTypeCode') ?? null,
      });
    }
    const onHand = Number(textOf(kid(supply, 'Stock'), 'OnHand'));
    if (Number.isInteger(onHand) && onHand >= 0) out.onHand = (out.onHand ?? 0) + onHand;
  }
  if (out.onHand !== undefined) out.onHand = Math.min(out.onHand, 1_000_000);
}
