import { importLimits, importMessages, isFeedFileName } from '@shared/schemas/admin-import.ts';
import {
  parseInWorker,
  ParseLimitError,
  ParseTaskError,
  type ParseBudget,
} from '../../../../lib/parse-in-worker.ts';
import { timeSlices } from '../../../../lib/time-slices.ts';
import { HttpError } from '../../../../plugins/errors.ts';
import { readOnixProduct, type OnixNode, type OnixRecord } from './onix-map.ts';
import type { OnixProductsSummary } from './onix-products.mjs';

const task = new URL('./onix-products.mjs', import.meta.url);

/** What the parse worker found about the message as a whole (onix-products.mjs). */
type OnixSummary = OnixProductsSummary;

/** What reading one ONIX upload may use (ADR 027): products instead of rows. */
export const onixReadBudget: ParseBudget = {
  bytes: importLimits.fileBytes,
  items: importLimits.rows,
  timeMs: importLimits.readSeconds * 1000,
  heapMb: 256,
};

export const onixMessages = {
  notOnix: (root: string) =>
    `This XML file is not an ONIX for Books message: it starts with <${root}>, not <ONIXMessage>. Upload the feed as your distributor sent it.`,
  noProducts: 'The ONIX message has no products (no <Product> records).',
  empty: 'The file is empty: an ONIX feed is XML that starts with <ONIXMessage>.',
  tooManyProducts: `The ONIX message has more than ${importLimits.rows.toLocaleString('en-IN')} products. Split it into smaller files.`,
  notXml: (detail: string) =>
    `The file is not well-formed XML, so it was not read and nothing was changed (${detail}). Ask the sender for a new copy of the feed.`,
} as const;

const fileError = (message: string, status = 400, code = 'INVALID_FILE') =>
  new HttpError(status, code, message, { file: message });

/** An ONIX upload over the largest feed the shop reads. */
export const feedTooLargeError = () =>
  fileError(importMessages.feedTooLarge, 413, 'FILE_TOO_LARGE');

/** Whether an upload is XML (an ONIX feed) rather than a CSV: by name, else by its first bytes. */
export function isXmlUpload(fileName: string, bytes: Uint8Array): boolean {
  if (isFeedFileName(fileName)) return true;
  const head = new TextDecoder('latin1')
    .decode(bytes.subarray(0, 64))
    .replace(/^\uFEFF|^ï»¿/, '')
    .trimStart();
  return head.startsWith('<?xml') || /^<onixmessage/i.test(head);
}

export interface OnixFile {
  records: OnixRecord[];
  release: string | null;
  sender: string | null;
  notices: string[];
}

/** A product as the parse worker sends it, with the header's default currency. */
type Tree = { record: number; tree: OnixNode; at: number; currency: string | null };

/** The HttpError for a parse that failed, in the words of what the budget `budget` allowed. */
function readFailure(err: unknown, budget: ParseBudget): unknown {
  if (err instanceof ParseLimitError) {
    if (err.limit === 'items') {
      return fileError(
        `The ONIX message has more than ${budget.items.toLocaleString('en-IN')} products. Split it into smaller files.`,
      );
    }
    if (err.limit === 'bytes' || err.limit === 'heapMb') {
      return fileError(
        `The file is larger than ${Math.round(budget.bytes / 1024 / 1024)} MB. Split it into smaller files.`,
        413,
        'FILE_TOO_LARGE',
      );
    }
    return fileError(
      `The file took longer than ${Math.round(budget.timeMs / 1000)} seconds to read, so it was not read and nothing was changed. Split it into smaller files.`,
      422,
      'FILE_TOO_SLOW',
    );
  }
  if (err instanceof ParseTaskError && err.code === 'ONIX_XML') {
    return fileError(onixMessages.notXml(err.message));
  }
  if (err instanceof ParseTaskError && err.code === 'ONIX_ENCODING') {
    return fileError(`${err.message}. Save the feed as UTF-8 and upload it again.`);
  }
  return err;
}

/** What the message as a whole was found to be, said to staff. */
function summaryNotices(summary: OnixSummary, products: number): string[] {
  const notices = [
    `Read as an ONIX for Books message${summary.release ? ` (release ${summary.release})` : ''}${
      summary.header.sender ? ` from ${summary.header.sender}` : ''
    }: ${products.toLocaleString('en-IN')} products, ${summary.encoding.toUpperCase()}.`,
  ];
  if (summary.unknownEntities > 0) {
    notices.push(
      `${summary.unknownEntities.toLocaleString('en-IN')} unknown character names (such as &xyz;) were left out of the text.`,
    );
  }
  return notices;
}

/**
 * Runs the parse of one message and hands its products' trees, a batch at a time, to `take`;
 * the message's summary once read whole. Every failure is an HttpError for the whole file.
 */
async function parseOnix(
  input: { bytes: Uint8Array } | { path: string; size: number },
  budget: ParseBudget,
  take: (trees: Tree[]) => Promise<void>,
): Promise<OnixSummary> {
  const trees = parseInWorker<Tree, OnixSummary>(task, input, budget);
  let summary: OnixSummary;
  try {
    for (;;) {
      const batch = await trees.next();
      if (batch.done) {
        summary = batch.value;
        break;
      }
      await take(batch.value);
    }
  } catch (err) {
    throw readFailure(err, budget);
  } finally {
    await trees.return(undefined as never);
  }
  if (summary.root !== 'ONIXMessage') throw fileError(onixMessages.notOnix(summary.root ?? '?'));
  if (summary.products === 0) throw fileError(onixMessages.noProducts);
  return summary;
}

/**
 * Reads an ONIX message in a worker thread (never fetching its DTD or any entity) into one
 * record per product. A file that is not ONIX, not well-formed, in an unknown encoding, too
 * large or too slow to read is an HttpError for the whole file.
 */
export async function readOnixFile(
  bytes: Buffer,
  budget: ParseBudget = onixReadBudget,
): Promise<OnixFile> {
  if (bytes.every((b) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09)) {
    throw fileError(onixMessages.empty);
  }
  const raw: Tree[] = [];
  const summary = await parseOnix({ bytes }, budget, async (trees) => {
    raw.push(...trees);
  });
  // Mapped a slice at a time: 8,000 products at once held the event loop for a few hundred ms.
  const records: OnixRecord[] = [];
  const slices = timeSlices();
  for (const { record, tree } of raw) {
    records.push(readOnixProduct(record, tree, summary.header.defaultCurrency));
    if (slices.due()) await slices.next();
  }
  return {
    records,
    release: summary.release,
    sender: summary.header.sender,
    notices: summaryNotices(summary, records.length),
  };
}

/** What reading a feed too large to hold (read from its file as it is checked) may use. */
export const onixFeedBudget: ParseBudget = {
  bytes: importLimits.feedBytes,
  items: importLimits.feedRows,
  timeMs: importLimits.feedReadMinutes * 60_000,
  // The worker holds the batches in flight and one product's tree: a feed of any size needs
  // little (a 1,000,000-product feed read within 64 MB; see bench/csv-import.ts --feed).
  heapMb: 64,
};

/**
 * Reads the ONIX message in the file at `path` as a stream, in constant memory: its records go
 * to `take` a batch at a time, with the share of the file read so far, and the next batch waits
 * until `take` is done with this one. A message's header comes before its products, so the
 * default currency is known when they are read. Said of the whole file: as readOnixFile.
 */
export async function readOnixStream(
  file: { path: string; size: number },
  take: (records: OnixRecord[], share: number) => Promise<void>,
  budget: ParseBudget = onixFeedBudget,
): Promise<Omit<OnixFile, 'records'> & { products: number }> {
  let products = 0;
  const slices = timeSlices();
  // The summary, with the header's default currency, comes after the last product: each
  // product carries the currency instead (onix-products.mjs).
  const summary = await parseOnix(file, budget, async (trees) => {
    const records: OnixRecord[] = [];
    for (const { record, tree, currency } of trees) {
      records.push(readOnixProduct(record, tree, currency));
      if (slices.due()) await slices.next();
    }
    products += records.length;
    const at = trees.at(-1)?.at ?? 0;
    await take(records, file.size > 0 ? Math.min(1, at / file.size) : 1);
  });
  return {
    release: summary.release,
    sender: summary.header.sender,
    notices: summaryNotices(summary, products),
    products,
  };
}
