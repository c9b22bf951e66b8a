import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { pageReads } from '@shared/pages.ts';
import { usePageData } from './page-data.ts';

/**
 * The answer to one of the current page's reads (its `reads` in src/shared/pages.ts, by
 * position): from the page the server sent on the first render, fetched otherwise. A view reads
 * its data through this, so it asks for exactly what the server answered in the page.
 */
export function usePageRead<T>(index = 0) {
  const { pathname, search } = useLocation();
  const url = pageReads(pathname, new URLSearchParams(search))[index];
  const pageData = usePageData();
  return useQuery<T>({
    queryKey: [url],
    initialData: () => (url ? pageData.take<T>(url) : undefined),
    enabled: url !== undefined,
  });
}
