import type { AdminAnalytics } from '@shared/schemas/admin-analytics.ts';
import { AnalyticsSection } from './analytics-section.tsx';

const stepLabels: Record<AdminAnalytics['funnel'][number]['step'], string> = {
  ViewContent: 'Viewed a book',
  AddToCart: 'Added to cart',
  InitiateCheckout: 'Began checkout',
  Purchase: 'Placed an order',
};

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-IN');
const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** Visitors at each step, as a share of the first step and of the step before. */
export function ConversionFunnel({ funnel }: { funnel: AdminAnalytics['funnel'] }) {
  const first = funnel[0]?.visitors ?? 0;
  return (
    <AnalyticsSection
      title="Conversion funnel"
      description="Distinct visitors at each step, from the shop’s own event log"
    >
      {funnel.every((s) => s.visitors === 0) ? (
        <p className="mb-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No shopper viewed a book, added to cart or checked out in this range.
        </p>
      ) : null}
      <ol className="grid gap-3">
        {funnel.map((s, i) => {
          const ofFirst = share(s.visitors, first);
          const previous = i > 0 ? funnel[i - 1]!.visitors : null;
          return (
            <li key={s.step} className="grid gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium">{stepLabels[s.step]}</span>
                <span className="tabular-nums">
                  <strong>{count.format(s.visitors)}</strong>{' '}
                  <span className="text-muted-foreground">
                    ({percent.format(ofFirst)} of viewers
                    {previous === null
                      ? ''
                      : `, ${percent.format(share(s.visitors, previous))} of the step before`}
                    )
                  </span>
                </span>
              </div>
              <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-muted">
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${Math.max(ofFirst * 100, s.visitors > 0 ? 1 : 0)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </AnalyticsSection>
  );
}
