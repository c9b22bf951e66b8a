import { describe, expect, it } from 'vitest';
import { HttpError } from '../plugins/errors.ts';
import { isExpectedVersion, requireIfMatch } from './if-match.ts';

const url = '/api/admin/settings';
const statusOf = (header: string | undefined) => {
  try {
    requireIfMatch(header, url);
    return 200;
  } catch (error) {
    return (error as HttpError).statusCode;
  }
};

describe('requireIfMatch', () => {
  it('needs the header (428) and an entity tag in it (400)', () => {
    expect(statusOf(undefined)).toBe(428);
    expect(statusOf('  ')).toBe(428);
    expect(statusOf('3')).toBe(400);
    expect(statusOf('"3" junk')).toBe(400);
    expect(statusOf('"3", "4"')).toBe(200);
  });

  it('matches the current version by strong comparison, any of a list, or any with *', () => {
    const matches = (header: string, current: string | number) =>
      isExpectedVersion(requireIfMatch(header, url), current);
    expect(matches('"3"', 3)).toBe(true);
    expect(matches('"3"', 4)).toBe(false);
    expect(matches('"2", "4"', 4)).toBe(true);
    expect(matches('"abc-_1"', 'abc-_1')).toBe(true);
    // A weak tag never matches (RFC 9110 §13.1.1): the documents' tags are strong.
    expect(matches('W/"3"', 3)).toBe(false);
    expect(matches('*', 'anything')).toBe(true);
  });
});
