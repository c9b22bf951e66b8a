import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from './query-error.tsx';

/**
 * A list read from the server in its four states: the error with a retry, "Loading…", the empty
 * state, or the items as `children` draws them.
 */
export function QueryList<T>({
  query,
  errorTitle,
  loading,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  errorTitle: string;
  loading: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isError) {
    return (
      <QueryError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) {
    return (
      <p role="status" className="text-muted-foreground">
        {loading}
      </p>
    );
  }
  return query.data.length === 0 ? empty : children(query.data);
}
