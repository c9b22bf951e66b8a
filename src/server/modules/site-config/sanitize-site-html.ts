import sanitizeHtml from 'sanitize-html';

/**
 * Staff-written HTML (header blocks, popup) is cleaned before it is stored: no scripts, no event
 * handlers, no javascript: links; links to other sites open safely in a new tab.
 */
export function sanitizeSiteHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img',
      'span',
      'div',
      'section',
      'h1',
      'h2',
    ],
    allowedAttributes: {
      '*': ['class', 'style', 'id', 'aria-label', 'role'],
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedStyles: {
      '*': {
        color: [/^[#a-z0-9(),.\s%-]+$/i],
        'background-color': [/^[#a-z0-9(),.\s%-]+$/i],
        'text-align': [/^(left|right|center|justify)$/],
        'font-weight': [/^(normal|bold|[1-9]00)$/],
        'font-size': [/^\d+(\.\d+)?(px|em|rem|%)$/],
        padding: [/^[\d.\s]+(px|em|rem)?[\d.\spxemr]*$/],
        margin: [/^[\d.\s]+(px|em|rem)?[\d.\spxemr]*$/],
      },
    },
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:\/\//i.test(attribs.href ?? '');
        return {
          tagName,
          attribs: external
            ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
            : attribs,
        };
      },
    },
  }).trim();
}
