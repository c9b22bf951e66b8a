import { BookCopy } from 'lucide-react';
import type { SeriesPage as Series } from '@shared/schemas/catalog.ts';
import { BookCard } from '@web/features/catalog/components/book-card.tsx';
import { bookGridClassName } from '@web/features/catalog/components/book-grid.tsx';
import { NamedPageShell } from '@web/features/catalog/components/named-page-shell.tsx';
import { usePageRead } from '@web/lib/page-read.ts';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

const volumeLabel = (n: number | null) =>
  n === null ? 'Also in the series' : `Volume ${Number.isInteger(n) ? n : n.toFixed(1)}`;

function SeriesVolumes({ series }: { series: Series }) {
  useDocumentTitle(`${series.name} series in order`);
  const inStock = series.volumes.filter((v) => v.inStock).length;
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Series</p>
      <h1 className="text-3xl font-semibold sm:text-4xl">{series.name}</h1>
      <p className="mt-2 text-muted-foreground">
        {series.volumes.length} {series.volumes.length === 1 ? 'volume' : 'volumes'} in reading
        order · {inStock} in stock
      </p>
      {series.description ? <p className="mt-4 max-w-prose">{series.description}</p> : null}
      <ol className={`mt-8 ${bookGridClassName}`}>
        {series.volumes.map((v) => (
          <li key={`${v.number}-${v.book.id}`} className="space-y-2">
            <p className="text-sm font-semibold">
              {volumeLabel(v.number)}
              {v.editions > 1 ? (
                <span className="font-normal text-muted-foreground"> · {v.editions} editions</span>
              ) : null}
            </p>
            <BookCard book={v.book} />
          </li>
        ))}
      </ol>
    </>
  );
}

/** /series/:slug: a series' volumes in reading order, with what is in stock. */
export default function SeriesPage() {
  return (
    <NamedPageShell
      read={usePageRead<Series>()}
      notFound={{
        icon: BookCopy,
        title: 'Series not found',
        text: 'We have no books in this series. The link may be mistyped, or its books may have left the catalogue.',
      }}
      loadingLabel="Loading the series"
      errorTitle="We couldn't load this series"
    >
      {(series) => <SeriesVolumes series={series} />}
    </NamedPageShell>
  );
}
