import { describe, expect, it } from 'vitest';
import { initials } from './account-menu-button.tsx';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Asha Rao', 'asha@example.com')).toBe('AR');
    expect(initials('  Ravi  Kumar  Sharma ', 'r@example.com')).toBe('RS');
    expect(initials('priya', 'p@example.com')).toBe('P');
  });

  it('falls back to the email when there is no name', () => {
    expect(initials('', 'zoya@example.com')).toBe('Z');
    expect(initials(' ', '')).toBe('?');
  });
});
