import { describe, expect, it } from 'vitest';
import { sanitizeSiteContent, sanitizeSiteHtml } from './sanitize-site-html.ts';

describe('sanitizeSiteHtml', () => {
  it('drops attributes that change the page layout, keeping the text', () => {
    // Tailwind classes exist in the shop's CSS: this one laid a blank sheet over every page.
    expect(sanitizeSiteHtml('<div class="fixed inset-0 z-50 bg-white">Sale</div>')).toBe(
      '<div>Sale</div>',
    );
    expect(
      sanitizeSiteHtml(
        '<p style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:9999">Hi</p>',
      ),
    ).toBe('<p>Hi</p>');
    // An id could take over an anchor or a label the page relies on; role and aria-hidden could
    // hide or relabel content for screen readers; hidden and popover hide or float it.
    expect(
      sanitizeSiteHtml(
        '<span id="main-content" role="dialog" aria-hidden="true" hidden popover tabindex="1">A</span>',
      ),
    ).toBe('<span>A</span>');
    expect(sanitizeSiteHtml('<th scope="everything">A</th>')).toBe('<th>A</th>');
    expect(sanitizeSiteHtml('<img src="https://cdn.example/a.png" class="fixed" style="x">')).toBe(
      '<img src="https://cdn.example/a.png" />',
    );
    // Containers that take their own place on the page, forms and frames are not content.
    expect(
      sanitizeSiteHtml(
        '<section><nav>n</nav><dialog open>d</dialog><details open>x</details><iframe src="https://e.example"></iframe><form><input value="v"></form></section>',
      ),
    ).toBe('ndx');
  });

  it('keeps dropping scripts, styles, event handlers and javascript: or data: URLs', () => {
    expect(
      sanitizeSiteHtml(
        '<p onclick="steal()" onmouseover="x()">Hi<script>alert(1)</script><style>body{display:none}</style></p>',
      ),
    ).toBe('<p>Hi</p>');
    expect(sanitizeSiteHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeSiteHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeSiteHtml('<img src="x" onerror="alert(1)">')).toBe('<img src="x" />');
    expect(sanitizeSiteHtml('<img src="javascript:alert(1)" alt="a">')).toBe('<img alt="a" />');
    expect(sanitizeSiteHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="a">')).toBe(
      '<img alt="a" />',
    );
    expect(sanitizeSiteHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(
      '<a>x</a>',
    );
    // A link without a scheme could go anywhere: https:// must be written out.
    expect(sanitizeSiteHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeSiteHtml('<svg onload="alert(1)"><a href="#">s</a></svg>')).toBe(
      '<a href="#">s</a>',
    );
  });

  it('keeps ordinary formatting, lists, headings, tables, links and images', () => {
    const formatted =
      '<h2>Monsoon sale</h2><p><strong>20%</strong> off <em>poetry</em>, <b>b</b> <i>i</i> <u>u</u> <s>₹499</s> <small>T&amp;C</small> <mark>new</mark> <code>PUSTAK20</code><br />Ends Sunday.</p><hr /><blockquote><p>A quote</p></blockquote><ul><li>One</li></ul><ol><li>Two</li></ol><h1>1</h1><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>';
    expect(sanitizeSiteHtml(formatted)).toBe(formatted);
    const table =
      '<table><caption>Fees</caption><thead><tr><th scope="col">Method</th><th scope="col">Fee</th></tr></thead><tbody><tr><td>Standard</td><td>₹49</td></tr></tbody></table>';
    expect(sanitizeSiteHtml(table)).toBe(table);
    // Hindi words can say which language they are in, for screen readers.
    expect(sanitizeSiteHtml('<p lang="hi">नमस्ते</p>')).toBe('<p lang="hi">नमस्ते</p>');
    expect(
      sanitizeSiteHtml(
        '<img src="https://cdn.example/a.png" alt="Sale" width="600" height="200" loading="lazy">',
      ),
    ).toBe(
      '<img src="https://cdn.example/a.png" alt="Sale" width="600" height="200" loading="lazy" />',
    );
    expect(sanitizeSiteHtml('<img src="/uploads/banner.webp" alt="">')).toBe(
      '<img src="/uploads/banner.webp" alt="" />',
    );
    // Sizes are plain pixel numbers; anything else is left to the image itself.
    expect(sanitizeSiteHtml('<img src="/a.png" width="100vw" height="-1" loading="soon">')).toBe(
      '<img src="/a.png" />',
    );
  });

  it('opens links to other sites in a new tab, safely, keeping safe rel words only', () => {
    expect(sanitizeSiteHtml('<a href="https://example.com/sale" title="Sale">Sale</a>')).toBe(
      '<a href="https://example.com/sale" title="Sale" target="_blank" rel="noopener noreferrer">Sale</a>',
    );
    expect(
      sanitizeSiteHtml(
        '<a href="https://partner.example" rel="sponsored opener" target="_self" aria-label="Our partner">P</a>',
      ),
    ).toBe(
      '<a href="https://partner.example" aria-label="Our partner" target="_blank" rel="noopener noreferrer sponsored">P</a>',
    );
    expect(sanitizeSiteHtml('<a href=" HTTPS://example.com">x</a>')).toBe(
      '<a href=" HTTPS://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    // The shop's own pages open in place.
    expect(
      sanitizeSiteHtml('<a href="/collections?category=Poetry" target="_blank">Poetry</a>'),
    ).toBe('<a href="/collections?category=Poetry">Poetry</a>');
    expect(sanitizeSiteHtml('<a href="mailto:help@pustak.example">Mail</a>')).toBe(
      '<a href="mailto:help@pustak.example">Mail</a>',
    );
    expect(sanitizeSiteHtml('<a href="tel:+918040000000" rel="nofollow">Call</a>')).toBe(
      '<a href="tel:+918040000000" rel="nofollow">Call</a>',
    );
  });
});

describe('sanitizeSiteContent', () => {
  it('cleans every block', () => {
    expect(
      sanitizeSiteContent({
        aboveHeader: '<div class="fixed inset-0">A</div>',
        belowHeader: ' <p style="display:none">B</p> ',
        popup: '<script>x</script>',
      }),
    ).toEqual({ aboveHeader: '<div>A</div>', belowHeader: '<p>B</p>', popup: '' });
  });
});
