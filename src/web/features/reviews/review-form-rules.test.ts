import { describe, expect, it } from 'vitest';
import { commentCounter, reviewFormDefaults, reviewFormResolver } from './review-form-rules.ts';

async function validate(values: { rating: string | null; comment: string }) {
  return reviewFormResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
}

describe('review form validation', () => {
  it('asks for a star rating before anything is sent', async () => {
    const result = await validate({ rating: null, comment: 'Lovely.' });
    expect(result.errors.rating?.message).toBe('Choose a rating from 1 to 5');
    expect(result.values).toEqual({});
  });

  it('refuses a comment over 2,000 characters with the server’s message', async () => {
    const result = await validate({ rating: '4', comment: 'x'.repeat(2001) });
    expect(result.errors.comment?.message).toBe('Your review must be at most 2,000 characters');
  });

  it('sends the rating as a number and the comment trimmed; a comment may be empty', async () => {
    expect((await validate({ rating: '5', comment: '  Still lovely.  ' })).values).toEqual({
      rating: 5,
      comment: 'Still lovely.',
    });
    expect((await validate({ rating: '1', comment: '' })).values).toEqual({
      rating: 1,
      comment: '',
    });
    // Spaces around a full-length comment do not count against it.
    const full = ` ${'y'.repeat(2000)} `;
    expect((await validate({ rating: '3', comment: full })).errors).toEqual({});
  });

  it('starts an edit from the saved review and a new one empty', () => {
    expect(reviewFormDefaults({ rating: 4, comment: 'Good' })).toEqual({
      rating: '4',
      comment: 'Good',
    });
    expect(reviewFormDefaults(null)).toEqual({ rating: null, comment: '' });
  });

  it('counts the characters against the 2,000 limit', () => {
    expect(commentCounter('  hello ')).toEqual({ text: '5 / 2,000 characters', over: false });
    expect(commentCounter('z'.repeat(2001))).toEqual({
      text: '2,001 / 2,000 characters',
      over: true,
    });
  });
});
