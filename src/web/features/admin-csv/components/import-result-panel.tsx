import { CircleCheck, Download } from 'lucide-react';
import { Link } from 'react-router';
import type { ImportSummary } from '@shared/schemas/admin-import.ts';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import { adminImportApi, paths } from '@web/config/paths.ts';
import { plural } from '@web/lib/format.ts';

const number = new Intl.NumberFormat('en-IN');

export interface ImportResultPanelProps {
  summary: ImportSummary;
  onAnother: () => void;
}

/** What the import did, with the way on: the books, the error report, another file. */
export function ImportResultPanel({ summary, onAnother }: ImportResultPanelProps) {
  const result = summary.result!;
  const figures = [
    { label: 'Added', value: result.created },
    { label: 'Updated', value: result.updated },
    // A feed's records that matched what the shop has: only a feed can send them.
    ...(summary.kind === 'onix' ? [{ label: 'Unchanged', value: result.unchanged }] : []),
    { label: 'Left out', value: result.skipped },
  ];
  return (
    <section
      aria-labelledby="result-heading"
      className="grid gap-5 rounded-xl border bg-card p-6"
      role="status"
    >
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        <div>
          <h2 id="result-heading" className="text-lg font-semibold">
            Imported {summary.fileName}
          </h2>
          <p className="text-sm text-muted-foreground">
            {result.created + result.updated === 0 && result.unchanged > 0
              ? 'Nothing to change: every record matches the catalogue.'
              : `${plural(result.created + result.updated, 'book')} written. The storefront shows the changes now.`}
          </p>
        </div>
      </div>
      <dl
        className={`grid gap-3 ${figures.length === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`}
      >
        {figures.map((f) => (
          <div key={f.label} className="rounded-lg border p-3">
            <dt className="text-xs font-medium text-muted-foreground">{f.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{number.format(f.value)}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.admin.books} className={buttonVariants()}>
          View books
        </Link>
        {result.skipped > 0 ? (
          <a
            href={adminImportApi.errorReport(summary.id)}
            className={buttonVariants({ variant: 'outline' })}
            download
          >
            <Download aria-hidden="true" />
            Download error report
          </a>
        ) : null}
        <Button variant="ghost" onClick={onAnother}>
          Import another file
        </Button>
      </div>
    </section>
  );
}
