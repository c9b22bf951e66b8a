import type { TrackedPayload } from '@shared/schemas/events.ts';

/**
 * The Search event to send for a listing, or null. A search is tracked once, when its results
 * have answered (not a placeholder of the previous search), so the event carries how many books
 * it found and the admin can see the searches that found nothing.
 */
export function searchEventFor(
  search: string | undefined,
  results: { total: number; isPlaceholder: boolean } | undefined,
  alreadyTracked: string | undefined,
): Omit<TrackedPayload, 'currency'> | null {
  if (!search || !results || results.isPlaceholder || search === alreadyTracked) return null;
  return { search_string: search, result_count: results.total };
}
