// A parse task (lib/parse-in-worker.ts, ADR 027), run in a worker thread: decodes an ONIX for
// Books message in the encoding its XML declaration names and reads it as a stream with saxes,
// sending back each <Product> as a small tree whose element names are ONIX's reference names
// (short tags are translated, namespace prefixes dropped). What the trees mean is read on the
// main thread (onix-map.ts). Plain JavaScript, so that its worker starts without tsx.
//
// Never fetches anything: saxes reads a DOCTYPE as text and does not resolve external entities
// or the DTD; an entity it does not know is dropped and counted (ONIX 2.1's DTD names HTML's
// entities, such as &eacute;, which are read as the characters they stand for).
import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';
import { decodeHTMLStrict } from 'entities';
import { shortTags } from './onix-short-tags.mjs';

/** A batch is sent once it holds this many products. */
const batchProducts = 200;
/** Characters handed to the parser at a time. */
const chunkChars = 64 * 1024;

/**
 * The encoding a message's bytes are in: a byte-order mark, else its XML declaration's
 * `encoding`, else UTF-8 (XML's default).
 * @param {Uint8Array} bytes
 */
export function sniffEncoding(bytes) {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head);
  return declared ? declared[1].toLowerCase() : 'utf-8';
}

/** The reference name of an element: its short tag translated, without a namespace prefix. */
function referenceName(raw) {
  const name = raw.includes(':') ? raw.slice(raw.indexOf(':') + 1) : raw;
  return shortTags[name] ?? shortTags[name.toLowerCase()] ?? name;
}

/** Elements whose content is text that may hold XHTML (descriptions, notes): kept as markup. */
const markupHolders = new Set(['Text', 'BiographicalNote', 'ContributorStatement', 'Annotation']);

const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @typedef {{ n: string, t?: string, a?: Record<string, string>, c?: Node[] }} Node
 * @param {{ bytes: Uint8Array, fileName?: string }} input
 * @param {(products: { record: number, tree: Node }[]) => void} emit
 */
/** Bytes read from a file at a time. */
const fileChunkBytes = 256 * 1024;

/** The decoder for an encoding, or an ONIX_ENCODING error naming it. */
function decoderFor(encoding) {
  try {
    return new TextDecoder(encoding === 'iso-8859-1' ? 'windows-1252' : encoding, { fatal: true });
  } catch {
    throw Object.assign(
      new Error(`The file names an encoding this shop cannot read: ${encoding}`),
      { code: 'ONIX_ENCODING' },
    );
  }
}

/**
 * The message's text, a piece at a time, with how many bytes were read by the end of each: from
 * `bytes` held whole, or read from the file at `path` (a feed of any size in constant memory).
 * @param {{ bytes?: Uint8Array, path?: string }} input
 * @param {{ encoding: string }} found  where the encoding sniffed from the first bytes is put
 * @returns {AsyncGenerator<{ text: string, at: number }, void, undefined>}
 */
async function* messageText(input, found) {
  const chunks = input.bytes
    ? (async function* () {
        yield input.bytes;
      })()
    : createReadStream(input.path, { highWaterMark: fileChunkBytes });
  let decoder = null;
  let at = 0;
  let first = true;
  try {
    for await (const chunk of chunks) {
      if (!decoder) {
        found.encoding = sniffEncoding(chunk);
        decoder = decoderFor(found.encoding);
      }
      at += chunk.byteLength;
      let text = decoder.decode(chunk, { stream: true });
      if (first && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
      for (let i = 0; i < text.length; i += chunkChars) {
        yield { text: text.slice(i, i + chunkChars), at };
      }
    }
    if (decoder) {
      const rest = decoder.decode();
      if (rest) yield { text: rest, at };
    }
  } catch (err) {
    if (err?.code === 'ONIX_ENCODING') throw err;
    if (err instanceof TypeError) {
      throw Object.assign(new Error(`The file is not valid ${found.encoding.toUpperCase()}`), {
        code: 'ONIX_ENCODING',
      });
    }
    throw err;
  }
}

/**
 * @typedef {{ n: string, t?: string, a?: Record<string, string>, c?: Node[] }} Node
 * @param {{ bytes?: Uint8Array, path?: string, fileName?: string }} input
 * @param {(products: { record: number, tree: Node, at: number, currency: string | null }[]) => Promise<void> | undefined} emit
 *   `at`: the bytes of the file read when the product was found, for an estimate of the rest
 */
export default async function readOnixProducts(input, emit) {
  const found = { encoding: 'utf-8' };
  const parser = new SaxesParser({ position: true });
  // Entities outside XML's five: HTML's names (as ONIX 2.1's DTD declares them), else dropped.
  let unknownEntities = 0;
  parser.ENTITIES = new Proxy(
    { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" },
    {
      get(known, name) {
        if (typeof name !== 'string') return undefined;
        if (name in known) return known[name];
        const decoded = decodeHTMLStrict(`&${name};`);
        if (decoded !== `&${name};`) return decoded;
        unknownEntities++;
        return '';
      },
    },
  );

  let root = null;
  let release = null;
  /** Bytes of the file read so far. */
  let at = 0;
  /** Set while the reader has too many batches unread (parse-in-worker.runner.mjs). */
  let waiting = null;
  let products = 0;
  let batch = [];
  /** The open elements of the product being read, innermost last. */
  const stack = [];
  let markupDepth = 0;
  let fatal = null;
  let doctype = false;
  let header = { defaultCurrency: null, sender: null };
  let inHeader = false;

  parser.on('doctype', () => {
    doctype = true;
  });
  parser.on('error', (err) => {
    // Well-formedness errors after the last product (trailing junk) or in text are not worth
    // refusing a feed over; an error that breaks the structure is.
    if (/undefined entity/.test(err.message)) return;
    fatal ??= err;
  });
  parser.on('opentag', (tag) => {
    if (fatal) return;
    const name = referenceName(tag.name);
    if (!root) {
      root = name;
      release = tag.attributes.release ?? null;
      return;
    }
    if (markupDepth > 0) {
      const top = stack[stack.length - 1];
      top.t = (top.t ?? '') + `<${tag.name.toLowerCase()}>`;
      markupDepth++;
      return;
    }
    if (stack.length === 0 && name === 'Header') inHeader = true;
    if (inHeader) {
      stack.push({ n: name, header: true });
      return;
    }
    // Elements outside a product (the message's own) are not kept.
    if (stack.length === 0 && name !== 'Product') return;
    const node = { n: name };
    const attrs = Object.entries(tag.attributes);
    if (attrs.length > 0) node.a = Object.fromEntries(attrs);
    const parent = stack[stack.length - 1];
    if (parent && !parent.header) (parent.c ??= []).push(node);
    stack.push(node);
    if (markupHolders.has(name)) markupDepth = 1;
  });
  const onText = (t) => {
    if (fatal || stack.length === 0) return;
    const top = stack[stack.length - 1];
    if (top.header) {
      if (top.n === 'DefaultCurrencyCode') header.defaultCurrency = t.trim() || null;
      if (top.n === 'FromCompany' || top.n === 'SenderName') header.sender = t.trim() || null;
      return;
    }
    top.t = (top.t ?? '') + (markupDepth > 1 ? escapeText(t) : t);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    if (fatal) return;
    if (markupDepth > 1) {
      stack[stack.length - 1].t += `</${tag.name.toLowerCase()}>`;
      markupDepth--;
      return;
    }
    markupDepth = 0;
    const node = stack.pop();
    if (!node) return;
    // The line breaks between a composite's children are not its text.
    if (node.c && node.t !== undefined && node.t.trim() === '') delete node.t;
    if (node.header) {
      if (stack.length === 0) inHeader = false;
      return;
    }
    if (stack.length === 0 && node.n === 'Product') {
      products++;
      batch.push({ record: products, tree: node, at, currency: header.defaultCurrency });
      if (batch.length >= batchProducts) {
        waiting = emit(batch) ?? waiting;
        batch = [];
      }
    }
  });

  for await (const piece of messageText(input, found)) {
    at = piece.at;
    parser.write(piece.text);
    if (fatal) break;
    // The reader is batches behind: wait for it rather than hold more products here.
    if (waiting) {
      await waiting;
      waiting = null;
    }
  }
  if (!fatal) parser.close();
  if (batch.length > 0) await emit(batch);
  if (fatal) {
    // saxes says `line:column: what`; staff are told the line and what is wrong there.
    const m = /^(?:[^:]*:)?(\d+):\d+: (.*)$/s.exec(fatal.message);
    const detail = m ? `line ${m[1]}: ${m[2].replace(/\.$/, '')}` : fatal.message;
    throw Object.assign(new Error(detail), { code: 'ONIX_XML' });
  }
  return { root, release, encoding: found.encoding, products, unknownEntities, doctype, header };
}
