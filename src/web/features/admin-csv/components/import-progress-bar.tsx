import type { ReactNode } from 'react';
import type { ImportSummary } from '@shared/schemas/admin-import.ts';

const number = new Intl.NumberFormat('en-IN');

/** A labelled bar: what is happening, how far (as a percentage), and a line under it. */
function ProgressMeter({
  id,
  label,
  percent,
  children,
}: {
  id: string;
  label: string;
  percent: number;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex justify-between text-sm">
        <span id={id}>{label}</span>
        <span className="tabular-nums text-muted-foreground">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        {/* Linear and short: the count moves many times a second, and an eased transition that
            restarts at each change would keep the fill in its slow start, far behind the label. */}
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-150 ease-linear motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      {children}
    </div>
  );
}

const percentOf = (done: number, total: number) =>
  total > 0 ? Math.round((done / total) * 100) : 0;

/** How many rows of the upload the server has checked, as it reports them while checking. */
export function CheckProgressBar({
  checking,
}: {
  checking: NonNullable<ImportSummary['checking']>;
}) {
  return (
    <ProgressMeter
      id="check-progress-label"
      label={
        checking.total === 0
          ? 'Reading the file…'
          : checking.estimated
            ? `Checking the records… ${number.format(checking.checked)} of about ${number.format(checking.total)}`
            : `Checking the rows… ${number.format(checking.checked)} of ${number.format(checking.total)}`
      }
      percent={percentOf(checking.checked, checking.total)}
    />
  );
}

/** How much of the import is written, as the server reports it after every batch. */
export function ImportProgressBar({ progress }: { progress: ImportSummary['progress'] }) {
  const label =
    progress && progress.done > 0
      ? `Imported ${number.format(progress.done)} of ${number.format(progress.total)} rows`
      : `Starting the import of ${number.format(progress?.total ?? 0)} rows…`;
  return (
    <ProgressMeter
      id="import-progress-label"
      label={label}
      percent={progress ? percentOf(progress.done, progress.total) : 0}
    >
      {progress && progress.done > 0 ? (
        <p className="text-xs text-muted-foreground">
          {number.format(progress.created)} added · {number.format(progress.updated)} updated ·{' '}
          {progress.unchanged > 0 ? `${number.format(progress.unchanged)} unchanged · ` : ''}
          {number.format(progress.skipped)} left out. You can leave this page: the import goes on,
          and this page shows it again when you come back.
        </p>
      ) : null}
    </ProgressMeter>
  );
}
