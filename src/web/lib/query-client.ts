import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { authorizationHeader, readSuccessJson, throwIfNotOk } from './api-client.ts';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/**
 * docs/product.md §7 default query function: GET the URL that is the first element of the query key,
 * cookies included, bearer header only when a token exists; 401 throws unless asked otherwise.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') {
      throw new Error('The first element of a query key must be the URL to GET.');
    }
    const res = await fetch(url, {
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json', ...authorizationHeader() },
      signal,
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await readSuccessJson(res)) as T;
  };
}

/** docs/product.md §9 "Data fetching": no retries, never stale, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
