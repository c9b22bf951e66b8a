// An ONIX product as the parse worker sends it (a small tree of reference-named elements),
// the helpers that read it, and the record the shop makes of it (onix-map.ts).

/** An element as the parse worker sends it: its reference name, text, attributes, children. */
export interface OnixNode {
  n: string;
  t?: string;
  a?: Record<string, string>;
  c?: OnixNode[];
}

/** `Heading`: a sender's own scheme (24) whose heading text may name one of the shop's categories. */
export type OnixSubjectScheme = 'BISAC' | 'Thema' | 'BIC' | 'Heading';

export interface OnixPrice {
  amount: number;
  /** ISO 4217, upper case; null when neither the price nor the message names one. */
  currency: string | null;
  /** ONIX PriceType (list 58): 01 RRP excluding tax, 02 RRP including tax, … */
  type: string | null;
}

/** Whether the sender says the edition can be sold. */
export type OnixStatus = 'forthcoming' | 'active' | 'unavailable';

export interface OnixRecord {
  /** The product's place in the message, from 1. */
  record: number;
  /** The sender's own reference for it (RecordReference). */
  reference: string | null;
  /** NotificationType: 03 complete, 04 update, 05 delete (01/02 early notices read as 03). */
  notification: string;
  isbn: string | null;
  /** An identifier that looked like an ISBN but is not a valid one. */
  badIsbn: string | null;
  title?: string;
  /** sortName: as the sender gives it (PersonNameInverted, or KeyNames, NamesBeforeKey). */
  contributors?: { name: string; role: string; sortName?: string }[];
  format?: string;
  editionStatement?: string;
  language?: string;
  pageCount?: number;
  publicationDate?: string;
  publishedYear?: number;
  publisher?: string;
  imprint?: string;
  series?: { name: string; number: number | null };
  description?: string;
  imageUrl?: string;
  subjects: { scheme: OnixSubjectScheme; code: string; main: boolean }[];
  prices: OnixPrice[];
  onHand?: number;
  status: OnixStatus | null;
}

export const kids = (node: OnixNode | undefined, name: string) =>
  (node?.c ?? []).filter((c) => c.n === name);
export const kid = (node: OnixNode | undefined, name: string) => node?.c?.find((c) => c.n === name);
export const textOf = (node: OnixNode | undefined, name?: string) => {
  const el = name ? kid(node, name) : node;
  const t = el?.t?.replace(/\s+/g, ' ').trim();
  return t ? t : undefined;
};
export const has = (node: OnixNode | undefined, name: string) => kid(node, name) !== undefined;
