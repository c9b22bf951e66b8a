/**
 * What the server writes into a page's head (title, description, canonical link, Open Graph,
 * JSON-LD), as each page's declaration in src/shared/pages.ts makes it from the page's data.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL; absent for pages that should not be indexed. */
  canonical?: string;
  image?: string;
  type: 'website' | 'book';
  jsonLd?: object;
  noindex?: boolean;
  /** The page names something the shop does not have (a book id no book has): sent as 404. */
  notFound?: boolean;
  /** The page lives at another address (a path): sent as a 301 to it. */
  movedTo?: string;
}

export const siteName = 'Pustak';
const tagline = 'Books for every Indian reader';
export const defaultDescription =
  "Pustak is an online bookshop for Indian readers: fiction, non-fiction, children's books and Indian languages, with prices in rupees, cash on delivery and shipping across India.";

/** A page's title in the document head ("Godaan by Premchand — Pustak"). */
export const titleOf = (page?: string) =>
  page ? `${page} — ${siteName}` : `${siteName} — ${tagline}`;

/** The head of a page that names something the shop does not have (answered with 404). */
export const notFoundHead = (what: string): PageHead => ({
  title: titleOf(what),
  description: defaultDescription,
  type: 'website',
  noindex: true,
  notFound: true,
});
