// ONIX values as the shop keeps them: dates, language names, formats, description text. Each
// reads one value, whatever the release or tag set it came in (onix-map.ts reads the products).
import sanitizeHtml from 'sanitize-html';
import { bookFormats } from '@shared/book-trade.ts';

/** A date as ONIX writes it (YYYYMMDD, YYYY-MM-DD, YYYYMM, YYYY), as the parts it names. */
export function onixDate(value: string | undefined): { date?: string; year?: number } {
  const v = value?.replace(/[^0-9]/g, '') ?? '';
  const year = Number(v.slice(0, 4));
  if (v.length < 4 || !Number.isInteger(year) || year < 1000) return {};
  if (v.length >= 8) {
    const date = `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
    const parsed = new Date(`${date}T00:00:00Z`);
    if (!Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date)) {
      return { date, year };
    }
  }
  return { year };
}

const languageNames = new Intl.DisplayNames('en', { type: 'language' });

/** A language code (ISO 639-2, as ONIX sends it) as the shop names languages: "English". */
export function languageName(code: string | undefined): string | undefined {
  const c = code?.trim().toLowerCase();
  if (!c || !/^[a-z]{2,3}$/.test(c) || c === 'und' || c === 'zxx') return undefined;
  try {
    const name = languageNames.of(c);
    return name && name !== c ? name : undefined;
  } catch {
    return undefined;
  }
}

/** An ONIX ProductForm as one of the shop's formats: its own, else the nearest general one. */
export function shopFormat(code: string | undefined): string | undefined {
  const c = code?.trim().toUpperCase();
  if (!c || c === '00') return undefined;
  if (c in bookFormats) return c;
  if (c.startsWith('B')) return 'BA';
  if (c.startsWith('E') || c.startsWith('D')) return 'ED';
  if (c.startsWith('A')) return c === 'AA' || c === 'AB' || c === 'AC' ? 'AC' : 'AJ';
  if (c.startsWith('S') || c.startsWith('W')) return 'SB';
  return 'BZ';
}

/** Descriptions are shown as text: markup becomes line breaks, everything else is dropped. */
export function descriptionText(html: string, plain = false): string {
  if (plain)
    return clip(
      html
        .split('\n')
        .map((l) => l.replace(/[ \t]+/g, ' ').trim())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    );
  // In markup, line breaks in the source are spaces; in plain text they are the paragraphs.
  const isMarkup = /<\s*(p|br|li|div)\b/i.test(html);
  const withBreaks = (isMarkup ? html.replace(/\s+/g, ' ') : html)
    .replace(/<\s*(br)\s*\/?>(\s*<\/br>)?/gi, '\n')
    .replace(/<\s*\/\s*(p|div|li|ul|ol|h[1-6])\s*>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '• ');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  const lines = text.split('\n').map((l) => l.replace(/[ \t]+/g, ' ').trim());
  return clip(
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  );
}

/** At most the 5,000 characters a description may have, cut at a word. */
function clip(joined: string): string {
  if (joined.length <= 5000) return joined;
  const cut = joined.slice(0, 4999);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 4900))}…`;
}
