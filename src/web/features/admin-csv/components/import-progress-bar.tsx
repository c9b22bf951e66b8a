import type { ImportProgress } from '../api/commit-import.ts';

const number = new Intl.NumberFormat('en-IN');

/** How much of the import is written; before the first batch it shows the rows being checked. */
export function ImportProgressBar({ progress }: { progress: ImportProgress | null }) {
  const percent =
    progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const label = progress
    ? `Imported ${number.format(progress.done)} of ${number.format(progress.total)} rows`
    : 'Checking the rows against the catalogue…';
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
    </div>
  );
}
