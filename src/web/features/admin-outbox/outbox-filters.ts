import { useSearchParams } from 'react-router';
import { outboxChannels, outboxStatuses } from '@shared/schemas/admin-outbox.ts';
import { adminOutboxApi, type AdminOutboxFilters } from '@web/config/paths.ts';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The filters in /admin/outbox's address, keeping only values the API accepts, so a hand-edited
 * or stale link shows a list rather than an error.
 */
export function parseOutboxFilters(params: URLSearchParams): AdminOutboxFilters {
  const status = params.get('status') ?? '';
  const channel = params.get('channel') ?? '';
  const to = (params.get('to') ?? '').trim().slice(0, 200);
  const page = Math.floor(Number(params.get('page')));
  return {
    status: isOneOf(outboxStatuses, status) ? status : undefined,
    channel: isOneOf(outboxChannels, channel) ? channel : undefined,
    to: to || undefined,
    page: page > 1 && page <= 100_000 ? page : undefined,
  };
}

/** The message open over the list (`?message=`), if the address names one. */
export function parseOpenMessage(params: URLSearchParams): number | undefined {
  const id = Number(params.get('message'));
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

export function hasOutboxFilters(f: AdminOutboxFilters): boolean {
  return Boolean(f.status || f.channel || f.to);
}

/** The filters and the open message, read from and written to the address. */
export function useOutboxFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseOutboxFilters(params);
  const openMessageId = parseOpenMessage(params);

  function write(next: AdminOutboxFilters, message?: number) {
    setParams(adminOutboxApi.screen(next, message).split('?')[1] ?? '');
  }

  return {
    filters,
    openMessageId,
    /** New filters start again on page 1. */
    setFilters: (patch: Partial<AdminOutboxFilters>) =>
      write({ ...filters, ...patch, page: undefined }),
    clearFilters: () => write({}),
    closeMessage: () => write(filters),
  };
}
