import sanitizeHtml from 'sanitize-html';
import type { SiteConfigDocument } from '../../db/schema/content.ts';

/**
 * What a content block (a strip above or below the header, the popup) is made of: text with its
 * formatting, links, images, lists, headings and simple tables. Nothing that places, sizes or
 * hides things on the page: the shop's stylesheet has every Tailwind utility, so one
 * `class="fixed inset-0"` (or a `style`, an `id` that takes over the page's own anchors, a
 * `role` or `aria-hidden`) is enough to cover or hide every storefront page. The blocks are
 * styled by the storefront's `.rich-text` rules instead.
 */
const allowedTags = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'small',
  'mark',
  'sub',
  'sup',
  'abbr',
  'cite',
  'q',
  'code',
  'blockquote',
  'a',
  'img',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** Words a link's rel may keep: they only tell search engines or the browser what it is. */
const safeRelWords = new Set(['nofollow', 'sponsored', 'ugc', 'noopener', 'noreferrer']);

const pixels = /^\d{1,4}$/;

/** The attributes, without those of `rules` whose value does not match its pattern. */
function keepValid(attribs: sanitizeHtml.Attributes, rules: Record<string, RegExp>) {
  const kept = { ...attribs };
  for (const [name, pattern] of Object.entries(rules)) {
    if (kept[name] !== undefined && !pattern.test(kept[name])) delete kept[name];
  }
  return kept;
}

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    // lang: Hindi or Kannada words in an English block are read out in their own language.
    '*': ['lang'],
    a: ['href', 'title', 'aria-label', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images come from the shop (/uploads/…) or an https address; a data: URL can carry an SVG
  // document and blocks never need one.
  allowedSchemesByTag: { img: ['http', 'https'] },
  // "//host/path" goes to another site while looking like a path of this one.
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { target: _target, rel, ...kept } = attribs;
      const words = (rel ?? '').toLowerCase().split(/\s+/);
      const external = /^\s*https?:\/\//i.test(attribs.href ?? '');
      // Another site opens in a new tab that cannot reach back to the shop's window
      // (noopener) nor learn which page linked to it (noreferrer).
      const relWords = new Set(external ? ['noopener', 'noreferrer'] : []);
      for (const word of words) if (safeRelWords.has(word)) relWords.add(word);
      return {
        tagName,
        attribs: {
          ...kept,
          ...(external ? { target: '_blank' } : {}),
          ...(relWords.size > 0 ? { rel: [...relWords].join(' ') } : {}),
        },
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: keepValid(attribs, { width: pixels, height: pixels, loading: /^(lazy|eager)$/ }),
    }),
    th: (tagName, attribs) => ({
      tagName,
      attribs: keepValid(attribs, { scope: /^(col|row|colgroup|rowgroup)$/ }),
    }),
  },
};

/**
 * Cleans staff-written HTML: only the tags and attributes above survive, so no scripts, no event
 * handlers, no javascript: or data: links, and nothing that changes the page's layout.
 */
export function sanitizeSiteHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

type SiteContent = SiteConfigDocument['content'];

/** Every block of the site content, cleaned. */
export function sanitizeSiteContent(content: SiteContent): SiteContent {
  return {
    aboveHeader: sanitizeSiteHtml(content.aboveHeader),
    belowHeader: sanitizeSiteHtml(content.belowHeader),
    popup: sanitizeSiteHtml(content.popup),
  };
}
