import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@web/lib/memory-storage.test-helper.ts';
import { parseTheme, readStoredTheme, resolveTheme, storeTheme } from './theme-storage.ts';

afterEach(() => vi.unstubAllGlobals());

describe('theme storage', () => {
  it('is light when nothing (or nonsense) is stored', () => {
    vi.stubGlobal('localStorage', createMemoryStorage());
    expect(readStoredTheme()).toBe('light');
    expect(parseTheme('sepia')).toBe('light');
  });

  it('round-trips the choice under the key "theme"', () => {
    const storage = createMemoryStorage();
    vi.stubGlobal('localStorage', storage);
    storeTheme('system');
    expect(storage.getItem('theme')).toBe('system');
    expect(readStoredTheme()).toBe('system');
  });

  it('follows the operating system only for "system"', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
