// A parse task (lib/parse-in-worker.ts, ADR 027), run in a worker thread: decodes an uploaded
// book CSV and splits it into records with csv-parse, sending them back in batches, each record
// with its spreadsheet row. What the records mean (header, books, empty rows) is read on the main thread
// (admin-import.csv.ts). Plain JavaScript, so that its worker starts without tsx.
import { isUtf8 } from 'node:buffer';
import { parse } from 'csv-parse';

/** A batch is sent once it holds this many records or this many characters of cells. */
const batchRecords = 1000;
const batchChars = 256 * 1024;

/**
 * The bytes as text: UTF-8, or Windows-1252 when `encoding` asks for it and the bytes are not
 * UTF-8 (a file that is neither is refused on the main thread with the choice to read it so).
 * @param {Uint8Array} bytes
 * @param {'utf-8' | 'windows-1252'} encoding
 */
function decode(bytes, encoding) {
  // csv-parse reads UTF-8 bytes as they are.
  if (isUtf8(bytes)) {
    return { input: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), legacy: false };
  }
  if (encoding !== 'windows-1252') {
    throw Object.assign(new Error('The file is not UTF-8'), { code: 'NOT_UTF8' });
  }
  return { input: new TextDecoder('windows-1252').decode(bytes), legacy: true };
}

/**
 * @param {{ bytes: Uint8Array, encoding: 'utf-8' | 'windows-1252', delimiter: string }} input
 * @param {(records: { row: number, cells: string[] }[]) => void} emit
 * @returns {Promise<{ legacyEncoding: boolean, emptyLines: number }>}
 */
export default async function readCsvRecords({ bytes, encoding, delimiter }, emit) {
  const { input, legacy } = decode(bytes, encoding);
  let batch = [];
  let chars = 0;
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    // A quote inside a cell ("The "Best" Years") is kept as text; an unclosed one is an error.
    relax_quotes: true,
    max_record_size: 1024 * 1024,
    // Lines with nothing on them are skipped by the parser itself, at next to no cost. As
    // records each would cost ~55 µs: with relax_column_count, csv-parse builds (and drops) an
    // error with a stack trace for every record whose cell count differs from the header's
    // (issue 30: 14 minutes for 19.9 MB of empty lines).
    skip_empty_lines: true,
    on_record(cells, info) {
      // The spreadsheet row: the records so far (the header is the first) and the lines skipped.
      batch.push({ row: info.records + info.empty_lines, cells });
      for (const cell of cells) chars += cell.length;
      if (batch.length >= batchRecords || chars >= batchChars) {
        emit(batch);
        batch = [];
        chars = 0;
      }
      return null;
    },
  });
  await new Promise((resolve, reject) => {
    parser.on('error', reject).on('end', resolve).resume();
    parser.end(input);
  });
  if (batch.length > 0) emit(batch);
  // The parser counts the line break that ends the last row as an empty line of its own.
  const last = bytes.at(-1);
  const emptyLines = parser.info.empty_lines - (last === 0x0a || last === 0x0d ? 1 : 0);
  return { legacyEncoding: legacy, emptyLines };
}
