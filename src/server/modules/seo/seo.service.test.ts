import { describe, expect, it } from 'vitest';
import { renderInitialAnswers, renderInitialData } from './seo.service.ts';

const contentOf = (html: string) =>
  JSON.parse(/^<script type="application\/json" id="page">(.*)<\/script>$/s.exec(html)![1]!);

describe('data written into the page', () => {
  const hostile = {
    items: [{ title: '</script><script>alert(1)</script> & <!-- \u2028' }],
    total: 1,
  };

  it('cannot close its element, and reads back as written', () => {
    const html = renderInitialData('page', hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(contentOf(html)).toEqual(hostile);
  });

  it('writes answers member by member, the same as the whole object', () => {
    const answers = { '/api/books?sort=newest&pageSize=12': hostile, '/api/collections': null };
    const html = renderInitialAnswers('page', answers);
    expect(html).toBe(renderInitialData('page', answers));
    expect(contentOf(html)).toEqual(answers);
    // A cached answer is written once and reused; a fresh object is written anew.
    expect(renderInitialAnswers('page', { a: hostile })).toBe(
      renderInitialAnswers('page', { a: structuredClone(hostile) }),
    );
  });
});
