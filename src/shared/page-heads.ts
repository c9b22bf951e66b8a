/**
 * The heads of the pages in src/shared/pages.ts that make theirs from their data: title,
 * description, canonical link and JSON-LD, for crawlers and link previews.
 */
import { pathOf } from './params.ts';
import { defaultDescription, siteName, titleOf, type PageHead } from './page-head.ts';
import type { HeadContext } from './pages.ts';
import type { BookDetail, PersonPage, PublisherPage, SeriesPage } from './schemas/catalog.ts';
import { shorten } from './text.ts';

export function listingHead({ search, publicUrl }: HeadContext): PageHead {
  const category = search.get('category')?.trim();
  const words = search.get('search')?.trim();
  if (words) {
    return {
      title: titleOf(`Search: ${shorten(words, 60)}`),
      description: `Books matching “${shorten(words, 60)}” at Pustak.`,
      type: 'website',
      noindex: true,
    };
  }
  return {
    title: titleOf(category ? `${category} books` : 'Collections'),
    description: category
      ? `Shop ${category} books online at Pustak: prices in rupees, cash on delivery across India.`
      : 'Browse Pustak’s collections: bestsellers, new arrivals, staff picks and books under ₹299.',
    canonical: `${publicUrl}/collections${category ? `?category=${encodeURIComponent(category)}` : ''}`,
    type: 'website',
  };
}

export function homeHead({ publicUrl }: HeadContext): PageHead {
  return {
    title: titleOf(),
    description: defaultDescription,
    canonical: `${publicUrl}/`,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteName,
      url: `${publicUrl}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${publicUrl}/collections?search={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  };
}

const schemaFormats: Record<string, string> = {
  Paperback: 'Paperback',
  Hardback: 'Hardcover',
  'E-book': 'EBook',
  'Audio CD': 'AudiobookFormat',
  'Audiobook download': 'AudiobookFormat',
  Audio: 'AudiobookFormat',
};

/** Schema.org's people of a book: its authors, translators, editors and illustrators. */
function creditsLd(book: BookDetail, publicUrl: string) {
  const people = (roles: string[]) =>
    book.contributors
      .filter((c) => roles.includes(c.role))
      .map((c) => ({
        '@type': 'Person',
        name: c.name,
        url: `${publicUrl}${pathOf('/authors/:slug', { slug: c.slug })}`,
      }));
  const authors = people(['A01', 'A02']);
  const ld: Record<string, unknown> = {
    author:
      authors.length === 0
        ? { '@type': 'Person', name: book.author }
        : authors.length === 1
          ? authors[0]
          : authors,
  };
  for (const [key, roles] of [
    ['translator', ['B06']],
    ['editor', ['B01']],
    ['illustrator', ['A12']],
  ] as const) {
    const found = people([...roles]);
    if (found.length > 0) ld[key] = found;
  }
  return ld;
}

/** One edition of the work as schema.org's `workExample`: its format, ISBN and offer. */
function editionLd(edition: BookDetail['editions'][number], language: string, publicUrl: string) {
  const url = `${publicUrl}/books/${edition.id}`;
  const format = edition.formatLabel ? schemaFormats[edition.formatLabel] : undefined;
  return {
    '@type': 'Book',
    url,
    isbn: edition.isbn13 ?? undefined,
    bookFormat: format ? `https://schema.org/${format}` : undefined,
    bookEdition: edition.editionStatement ?? undefined,
    inLanguage: edition.language || language,
    datePublished: edition.publicationDate ?? undefined,
    offers: {
      '@type': 'Offer',
      price: edition.sellingPrice.toFixed(2),
      priceCurrency: 'INR',
      availability: edition.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      url,
    },
  };
}

/** A book page's head: its title, price and availability for crawlers and link previews. */
export function bookHead({ answers, publicUrl }: HeadContext): PageHead {
  const book = answers[0] as BookDetail;
  const url = `${publicUrl}/books/${book.id}`;
  const price = book.sellingPrice.toFixed(2);
  const image = book.imageUrl
    ? new URL(book.imageUrl.replace(/-\d+\.webp$/, '-640.webp'), publicUrl).toString()
    : undefined;
  return {
    title: titleOf(`${book.title} by ${book.author}`),
    description: shorten(
      `Buy ${book.title} by ${book.author} for ₹${price}. ${book.description}`.trim(),
      155,
    ),
    canonical: url,
    image,
    type: 'book',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: book.title,
      ...creditsLd(book, publicUrl),
      description: book.description || undefined,
      isbn: book.isbn13 ?? undefined,
      image,
      inLanguage: book.language,
      url,
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: 'INR',
        availability:
          book.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url,
      },
      ...(book.editions.length > 1
        ? { workExample: book.editions.map((e) => editionLd(e, book.language, publicUrl)) }
        : {}),
      ...(book.ratingCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: Math.round(book.avgRating * 10) / 10,
              ratingCount: book.ratingCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}

/** An author's page: their books, and a person for search engines. */
export function authorHead({ answers, publicUrl, params }: HeadContext): PageHead {
  const author = answers[0] as PersonPage;
  const path = pathOf('/authors/:slug', { slug: author.slug ?? (params.slug as string) });
  const url = `${publicUrl}${path}`;
  const books = `${author.count.toLocaleString('en-IN')} ${author.count === 1 ? 'book' : 'books'}`;
  return {
    title: titleOf(`Books by ${author.name}`),
    description: shorten(
      `${books} by ${author.name} at Pustak: ${author.books
        .slice(0, 3)
        .map((book) => book.title)
        .join(', ')}. Prices in rupees, cash on delivery across India.`,
      155,
    ),
    canonical: url,
    movedTo: author.slug && author.slug !== params.slug ? path : undefined,
    type: 'website',
    jsonLd: { '@context': 'https://schema.org', '@type': 'Person', name: author.name, url },
  };
}

/** A series' page: its volumes in reading order, and a BookSeries for search engines. */
export function seriesHead({ answers, publicUrl, params }: HeadContext): PageHead {
  const series = answers[0] as SeriesPage;
  const url = `${publicUrl}${pathOf('/series/:slug', { slug: params.slug as string })}`;
  const count = series.volumes.length;
  return {
    title: titleOf(`${series.name} series in order`),
    description: shorten(
      series.description ||
        `All ${count} ${count === 1 ? 'volume' : 'volumes'} of ${series.name} in reading order at ${siteName}: ${series.volumes
          .slice(0, 3)
          .map((v) => v.title)
          .join(', ')}.`,
      155,
    ),
    canonical: url,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BookSeries',
      name: series.name,
      url,
      hasPart: series.volumes.map((v) => ({
        '@type': 'Book',
        name: v.title,
        ...(v.number === null ? {} : { position: v.number }),
        url: `${publicUrl}${pathOf('/books/:id', { id: v.book.id })}`,
      })),
    },
  };
}

/** A publisher's page: their books, and an Organization for search engines. */
export function publisherHead({ answers, publicUrl, params }: HeadContext): PageHead {
  const publisher = answers[0] as PublisherPage;
  const path = pathOf('/publishers/:slug', { slug: params.slug as string });
  const page = publisher.page > 1 ? `?page=${publisher.page}` : '';
  const url = `${publicUrl}${path}${page}`;
  return {
    title: titleOf(
      `Books from ${publisher.name}${publisher.page > 1 ? ` (page ${publisher.page})` : ''}`,
    ),
    description: shorten(
      `${publisher.count.toLocaleString('en-IN')} books from ${publisher.name} at ${siteName}, newest first. Prices in rupees, cash on delivery across India.`,
      155,
    ),
    canonical: url,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: publisher.name,
      url,
    },
  };
}
