import { importLimits } from '@shared/schemas/admin-import.ts';
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

/** Whether an upload is XML (an ONIX feed) rather than a CSV: by name, else by its first bytes. */
export function isXmlUpload(fileName: string, bytes: Uint8Array): boolean {
  if (/\.(xml|onx|onix)$/i.test(fileName)) return true;
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
  const trees = parseInWorker<{ record: number; tree: OnixNode }, OnixSummary>(
    task,
    { bytes },
    budget,
  );
  const raw: { record: number; tree: OnixNode }[] = [];
  let summary: OnixSummary;
  try {
    for (;;) {
      const batch = await trees.next();
      if (batch.done) {
        summary = batch.value;
        break;
      }
      raw.push(...batch.value);
    }
  } catch (err) {
    if (err instanceof ParseLimitError) {
      if (err.limit === 'items') throw fileError(onixMessages.tooManyProducts);
      if (err.limit === 'bytes' || err.limit === 'heapMb') {
        throw fileError(
          `The file is larger than ${importLimits.fileBytes / 1024 / 1024} MB. Split it into smaller files.`,
          413,
          'FILE_TOO_LARGE',
        );
      }
      throw fileError(
        `The file took longer than ${importLimits.readSeconds} seconds to read, so it was not read and nothing was changed. Split it into smaller files.`,
        422,
        'FILE_TOO_SLOW',
      );
    }
    if (err instanceof ParseTaskError && err.code === 'ONIX_XML') {
      throw fileError(onixMessages.notXml(err.message));
    }
    if (err instanceof ParseTaskError && err.code === 'ONIX_ENCODING') {
      throw fileError(`${err.message}. Save the feed as UTF-8 and upload it again.`);
    }
    throw err;
  } finally {
    await trees.return(undefined as never);
  }
  if (summary.root !== 'ONIXMessage') throw fileError(onixMessages.notOnix(summary.root ?? '?'));
  if (raw.length === 0) throw fileError(onixMessages.noProducts);
  // Mapped a slice at a time: 8,000 products at once held the event loop for a few hundred ms.
  const records: OnixRecord[] = [];
  const slices = timeSlices();
  for (const { record, tree } of raw) {
    records.push(readOnixProduct(record, tree, summary.header.defaultCurrency));
    if (slices.due()) await slices.next();
  }
  const notices = [
    `Read as an ONIX for Books message${summary.release ? ` (release ${summary.release})` : ''}${
      summary.header.sender ? ` from ${summary.header.sender}` : ''
    }: ${records.length.toLocaleString('en-IN')} products, ${summary.encoding.toUpperCase()}.`,
  ];
  if (summary.unknownEntities > 0) {
    notices.push(
      `${summary.unknownEntities.toLocaleString('en-IN')} unknown character names (such as &xyz;) were left out of the text.`,
    );
  }
  return { records, release: summary.release, sender: summary.header.sender, notices };
}
