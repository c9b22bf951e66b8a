import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button.tsx';
import { plural } from '@web/lib/format.ts';
import type { UploadEntry } from '../api/upload-image.ts';
import { formatBytes } from '../format-bytes.ts';

export interface UploadListProps {
  uploads: UploadEntry[];
  onDismiss: (id: string) => void;
  onClearFinished: () => void;
  /** A button beside each uploaded file (the picker's "Use this image"). */
  actionFor?: (upload: UploadEntry) => ReactNode;
}

function summary(uploads: UploadEntry[]): string {
  const busy = uploads.filter((u) => u.status === 'uploading').length;
  const done = uploads.filter((u) => u.status === 'done').length;
  const failed = uploads.filter((u) => u.status === 'failed').length;
  return [
    busy ? `Uploading ${plural(busy, 'image')}` : '',
    done ? `${plural(done, 'image')} uploaded` : '',
    failed ? `${failed} could not be uploaded` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

function UploadRow({
  upload,
  onDismiss,
  action,
}: {
  upload: UploadEntry;
  onDismiss: () => void;
  action?: ReactNode;
}) {
  const percent = Math.round(upload.progress * 100);
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3">
      <div className="flex items-center gap-3">
        {upload.status === 'done' ? (
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
        ) : upload.status === 'failed' ? (
          <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" title={upload.name}>
            {upload.name}
          </p>
          <p className="text-xs text-muted-foreground">
            {formatBytes(upload.size)}
            {upload.status === 'uploading'
              ? ` · ${percent < 100 ? `uploading ${percent}%` : 'making the WebP sizes…'}`
              : upload.status === 'done'
                ? ' · uploaded'
                : ''}
          </p>
        </div>
        {upload.status === 'done' ? action : null}
        {upload.status !== 'uploading' ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Dismiss ${upload.name}`}
            onClick={onDismiss}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {upload.status === 'uploading' ? (
        <div
          role="progressbar"
          aria-label={`Uploading ${upload.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      ) : null}
      {upload.status === 'failed' && upload.error ? (
        <p className="text-sm text-destructive">{upload.error}</p>
      ) : null}
    </li>
  );
}

/** Each file being sent or just sent: its progress, then "uploaded" or what went wrong. */
export function UploadList({ uploads, onDismiss, onClearFinished, actionFor }: UploadListProps) {
  const finished = uploads.some((u) => u.status !== 'uploading');
  return (
    // Always in the page, so screen readers hear the status change when uploads start and end.
    <section aria-label="Uploads" className={uploads.length ? 'grid gap-2' : 'sr-only'}>
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-4">
        <p role="status" className="text-sm text-muted-foreground">
          {summary(uploads)}
        </p>
        {finished ? (
          <Button variant="link" size="sm" className="h-auto px-0" onClick={onClearFinished}>
            Clear finished
          </Button>
        ) : null}
      </div>
      {uploads.length > 0 ? (
        <ul className="grid items-start gap-2 sm:grid-cols-2">
          {uploads.map((upload) => (
            <UploadRow
              key={upload.id}
              upload={upload}
              onDismiss={() => onDismiss(upload.id)}
              action={actionFor?.(upload)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
