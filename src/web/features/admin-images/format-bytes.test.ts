import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('reads as a person would say it', () => {
    expect(formatBytes(820)).toBe('820 bytes');
    expect(formatBytes(348_160)).toBe('340 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
  });
});
