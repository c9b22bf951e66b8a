import type { ImportSummary } from '@shared/schemas/admin-import.ts';

const number = new Intl.NumberFormat('en-IN');

/** How much of the import is written, as the server reports it after every batch. */
export function ImportProgressBar({ progress }: { progress: ImportSummary['progress'] }) {
  const percent =
    progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const label =
    progress && progress.done > 0
      ? `Imported ${number.format(progress.done)} of ${number.format(progress.total)} rows`
      : `Starting the import of ${number.format(progress?.total ?? 0)} rows…`;
  return (
    <div className="grid gap-2">
      <div className="flex justify-between text-sm">
        <span id="import-progress-label">{label}</span>
        <span className="tabular-nums text-muted-foreground">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      {progress && progress.done > 0 ? (
        <p className="text-xs text-muted-foreground">
          {number.format(progress.created)} added · {number.format(progress.updated)} updated ·{' '}
          {number.format(progress.skipped)} left out. You can leave this page: the import goes on,
          and this page shows it again when you come back.
        </p>
      ) : null}
    </div>
  );
}
