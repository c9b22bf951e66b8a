import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatINR } from '@shared/money.ts';
import type { AdminAnalytics } from '@shared/schemas/admin-analytics.ts';
import { Button } from '@web/components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@web/components/ui/table.tsx';
import { paths } from '@web/config/paths.ts';
import { AnalyticsSection } from './analytics-section.tsx';

const count = new Intl.NumberFormat('en-IN');
const numeric = 'text-right tabular-nums';

function Nothing({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{children}</p>
  );
}

/** The best sellers, ranked by copies or by revenue. */
export function TopBooks({ data }: { data: AdminAnalytics }) {
  const [by, setBy] = useState<'copies' | 'revenue'>('copies');
  const rows = by === 'copies' ? data.topBooksByCopies : data.topBooksByRevenue;
  return (
    <AnalyticsSection title="Top books" description="The ten best sellers of the range">
      <div role="group" aria-label="Rank books by" className="mb-3 flex gap-2">
        {(['copies', 'revenue'] as const).map((key) => (
          <Button
            key={key}
            size="sm"
            variant={by === key ? 'secondary' : 'ghost'}
            aria-pressed={by === key}
            onClick={() => setBy(key)}
          >
            By {key}
          </Button>
        ))}
      </div>
      {rows.length === 0 ? (
        <Nothing>No books sold in this range.</Nothing>
      ) : (
        <Table>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Book</TableHeaderCell>
              <TableHeaderCell className={numeric}>Copies</TableHeaderCell>
              <TableHeaderCell className={numeric}>Revenue</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((b) => (
              <TableRow key={`${b.bookId ?? 'deleted'}-${b.title}`}>
                <TableCell>
                  {b.bookId === null ? (
                    <span className="font-medium">{b.title}</span>
                  ) : (
                    <Link
                      to={paths.admin.editBook(b.bookId)}
                      className="font-medium hover:underline"
                    >
                      {b.title}
                    </Link>
                  )}
                  <span className="block text-xs text-muted-foreground">
                    {b.author}
                    {b.bookId === null ? ' · deleted' : ''}
                  </span>
                </TableCell>
                <TableCell className={numeric}>{count.format(b.copies)}</TableCell>
                <TableCell className={numeric}>{formatINR(b.revenue)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AnalyticsSection>
  );
}

export function TopCategories({ rows }: { rows: AdminAnalytics['topCategories'] }) {
  return (
    <AnalyticsSection title="Top categories" description="A book in two categories counts in both">
      {rows.length === 0 ? (
        <Nothing>No books sold in this range.</Nothing>
      ) : (
        <Table>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Category</TableHeaderCell>
              <TableHeaderCell className={numeric}>Copies</TableHeaderCell>
              <TableHeaderCell className={numeric}>Revenue</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.category}>
                <TableCell className="font-medium">{c.category}</TableCell>
                <TableCell className={numeric}>{count.format(c.copies)}</TableCell>
                <TableCell className={numeric}>{formatINR(c.revenue)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AnalyticsSection>
  );
}

export function SearchTable({
  title,
  description,
  rows,
  empty,
}: {
  title: string;
  description: string;
  rows: AdminAnalytics['topSearches'];
  empty: string;
}) {
  return (
    <AnalyticsSection title={title} description={description}>
      {rows.length === 0 ? (
        <Nothing>{empty}</Nothing>
      ) : (
        <Table>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Search</TableHeaderCell>
              <TableHeaderCell className={numeric}>Times</TableHeaderCell>
              <TableHeaderCell className={numeric}>Visitors</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((s) => (
              <TableRow key={s.term}>
                <TableCell className="font-medium break-all">{s.term}</TableCell>
                <TableCell className={numeric}>{count.format(s.searches)}</TableCell>
                <TableCell className={numeric}>{count.format(s.visitors)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AnalyticsSection>
  );
}
