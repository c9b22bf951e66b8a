import { describe, expect, it } from 'vitest';
import { adminOutboxApi } from '@web/config/paths.ts';
import { hasOutboxFilters, parseOpenMessage, parseOutboxFilters } from './outbox-filters.ts';

const parse = (query: string) => parseOutboxFilters(new URLSearchParams(query));

describe('outbox filters in the address', () => {
  it('keeps the filters the API accepts', () => {
    expect(parse('status=held&channel=sms&to=%20asha%40&page=3')).toEqual({
      status: 'held',
      channel: 'sms',
      to: 'asha@',
      page: 3,
    });
  });

  it('drops unknown states and channels, blank searches and impossible pages', () => {
    expect(parse('status=lost&channel=fax&to=%20%20&page=0')).toEqual({
      status: undefined,
      channel: undefined,
      to: undefined,
      page: undefined,
    });
    expect(parse('page=1.5').page).toBeUndefined();
    expect(parse('page=abc').page).toBeUndefined();
    expect(hasOutboxFilters(parse('page=2'))).toBe(false);
    expect(hasOutboxFilters(parse('to=asha'))).toBe(true);
  });

  it('reads the open message only when it is a plausible id', () => {
    expect(parseOpenMessage(new URLSearchParams('message=42'))).toBe(42);
    for (const bad of ['', 'message=0', 'message=-1', 'message=abc', 'message=99999999999']) {
      expect(parseOpenMessage(new URLSearchParams(bad))).toBeUndefined();
    }
  });

  it('writes the filters back in one spelling, page 1 left out', () => {
    expect(adminOutboxApi.screen({ status: 'failed', to: 'a b', page: 1 }, 7)).toBe(
      '/admin/outbox?status=failed&to=a%20b&message=7',
    );
    expect(adminOutboxApi.list({ channel: 'mail', page: 2 }, 20)).toBe(
      '/api/admin/outbox?channel=mail&page=2&pageSize=20',
    );
  });
});
