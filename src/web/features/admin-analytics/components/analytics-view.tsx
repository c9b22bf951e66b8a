import { ChartNoAxesCombined } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { AdminAnalytics } from '@shared/schemas/admin-analytics.ts';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { cn } from '@web/lib/cn.ts';
import { useAnalytics } from '../api/get-analytics.ts';
import { formatDay, rangeFromParams, rangeToParams } from '../analytics-range.ts';
import { AnalyticsSummary } from './analytics-summary.tsx';
import { ConversionFunnel } from './conversion-funnel.tsx';
import { RangePicker } from './range-picker.tsx';
import { SearchTable, TopBooks, TopCategories } from './ranking-tables.tsx';
import { SalesCharts } from './sales-charts.tsx';

const isEmpty = (a: AdminAnalytics) =>
  a.totals.orders === 0 && a.funnel.every((s) => s.visitors === 0) && a.topSearches.length === 0;

function AnalyticsSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-22" />
        ))}
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
    </div>
  );
}

/** The analytics screen below its title: the range, then sales, the funnel and searches. */
export function AnalyticsView() {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const analytics = useAnalytics({ from: range.from, to: range.to });
  const data = analytics.data;

  return (
    <div className="grid gap-4">
      <RangePicker
        key={`${range.from}:${range.to}`}
        range={range}
        onChange={(choice) => setParams(rangeToParams(choice))}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {formatDay(range.from)} to {formatDay(range.to)} (India Standard Time)
        {analytics.isFetching && data ? ' · updating…' : ''}
      </p>
      {analytics.isPending ? (
        <>
          <p className="sr-only" role="status">
            Loading analytics…
          </p>
          <AnalyticsSkeleton />
        </>
      ) : analytics.isError && !data ? (
        <QueryError
          title="Analytics could not be loaded"
          error={analytics.error}
          retrying={analytics.isFetching}
          onRetry={() => void analytics.refetch()}
        />
      ) : data && isEmpty(data) ? (
        <EmptyState Icon={ChartNoAxesCombined} title="Nothing to show for these days">
          No orders, visits or searches were recorded between {formatDay(data.from)} and{' '}
          {formatDay(data.to)}. Try a longer range.
        </EmptyState>
      ) : data ? (
        <div
          className={cn(
            'grid gap-4 transition-opacity',
            analytics.isPlaceholderData && 'opacity-60',
          )}
        >
          <AnalyticsSummary totals={data.totals} />
          <SalesCharts byDay={data.byDay} />
          <div className="grid gap-4 xl:grid-cols-2">
            <TopBooks data={data} />
            <TopCategories rows={data.topCategories} />
          </div>
          <ConversionFunnel funnel={data.funnel} />
          <div className="grid gap-4 xl:grid-cols-2">
            <SearchTable
              title="Top searches"
              description="What shoppers typed in the search box"
              rows={data.topSearches}
              empty="No searches in this range."
            />
            <SearchTable
              title="Searches with no results"
              description="Books shoppers looked for and did not find"
              rows={data.zeroResultSearches}
              empty={
                data.topSearches.length === 0
                  ? 'No searches in this range.'
                  : 'Every search found something.'
              }
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
