import { describe, expect, it } from 'vitest';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { hasOrdersFilters, parseOrdersFilters } from './orders-filters.ts';

const parse = (query: string) => parseOrdersFilters(new URLSearchParams(query));

describe('the order filters in the address', () => {
  it('reads every filter the API accepts', () => {
    expect(
      parse('status=shipped&from=2025-01-01&to=2025-01-31&q=%20asha%20&userId=7&page=3'),
    ).toEqual({
      status: 'shipped',
      from: '2025-01-01',
      to: '2025-01-31',
      q: 'asha',
      userId: 7,
      page: 3,
    });
  });

  it('drops what the API would refuse, so an old or edited link still shows a list', () => {
    expect(parse('status=lost&from=yesterday&userId=-2&page=0&q=%20%20')).toEqual({
      status: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      userId: undefined,
      page: undefined,
    });
    expect(parse('from=2025-02-01&to=2025-01-01')).toMatchObject({
      from: '2025-02-01',
      to: undefined,
    });
    expect(hasOrdersFilters(parse('page=2'))).toBe(false);
    expect(hasOrdersFilters(parse('userId=4'))).toBe(true);
  });

  it('round-trips through the screen address and gives the export the same filters', () => {
    const filters = { status: 'pending', q: 'a@b.in', page: 2 };
    const screen = adminOrdersUsersApi.ordersScreen(filters, 'abc');
    expect(screen).toBe('/admin/orders?status=pending&q=a%40b.in&page=2&order=abc');
    expect(parseOrdersFilters(new URL(screen, 'http://x').searchParams)).toMatchObject(filters);
    expect(adminOrdersUsersApi.ordersExport(filters)).toBe(
      '/api/admin/orders/export.csv?status=pending&q=a%40b.in',
    );
  });
});
