import { Download, FileSpreadsheet, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  importLimits,
  importMessages,
  type ImportMode,
  type ImportSummary,
} from '@shared/schemas/admin-import.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { adminImportApi, paths } from '@web/config/paths.ts';
import { errorMessage } from '@web/lib/api-client.ts';
import { plural } from '@web/lib/format.ts';
import { useCommitImport } from '../api/commit-import.ts';
import { usePreviewImport } from '../api/preview-import.ts';
import { CsvFileDrop } from './csv-file-drop.tsx';
import { ImportCountsList } from './import-counts.tsx';
import { ImportErrorsTable } from './import-errors-table.tsx';
import { ImportModeChoice } from './import-mode-choice.tsx';
import { ImportProgressBar } from './import-progress-bar.tsx';
import { ImportResultPanel } from './import-result-panel.tsx';

function ErrorReportLink({ id }: { id: string }) {
  return (
    <a
      href={adminImportApi.errorReport(id)}
      className={buttonVariants({ variant: 'outline' })}
      download
    >
      <Download aria-hidden="true" />
      Download error report
    </a>
  );
}

/** Upload → preview with every row's errors → import with progress → result. */
export function BulkUploadView() {
  const preview = usePreviewImport();
  const commit = useCommitImport();
  const [mode, setMode] = useState<ImportMode>('all-or-nothing');
  const [confirming, setConfirming] = useState(false);
  // A file over the limit is refused here rather than after uploading all of it.
  const [tooLarge, setTooLarge] = useState(false);
  const summary: ImportSummary | undefined = commit.data ?? preview.data;

  function upload(file: File) {
    commit.reset();
    setTooLarge(file.size > importLimits.fileBytes);
    if (file.size > importLimits.fileBytes) return preview.reset();
    preview.mutate(file, {
      onSuccess: (s) => setMode(s.counts.invalid > 0 ? 'valid-only' : 'all-or-nothing'),
    });
  }

  function startOver() {
    commit.reset();
    preview.reset();
  }

  function runImport() {
    if (!preview.data) return;
    setConfirming(false);
    commit.mutate({ id: preview.data.id, mode });
  }

  if (commit.data?.result) {
    return <ImportResultPanel summary={commit.data} onAnother={startOver} />;
  }

  if (!summary) {
    return (
      <section aria-labelledby="upload-heading" className="grid gap-4">
        <h2 id="upload-heading" className="text-lg font-semibold">
          Upload a file
        </h2>
        <CsvFileDrop onFile={upload} disabled={preview.isPending} />
        {preview.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Checking {preview.variables?.name}…
          </p>
        ) : null}
        {preview.isError || tooLarge ? (
          <Alert title="This file cannot be imported">
            {tooLarge ? importMessages.tooLarge : errorMessage(preview.error)}
          </Alert>
        ) : null}
        <FormatNotes />
      </section>
    );
  }

  const { counts } = summary;
  const importing = commit.isPending;
  const writable =
    mode === 'all-or-nothing' ? (counts.invalid === 0 ? counts.valid : 0) : counts.valid;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="preview-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="preview-heading" className="flex items-center gap-2 text-lg font-semibold">
            <FileSpreadsheet aria-hidden="true" className="size-5 text-muted-foreground" />
            {summary.fileName}
          </h2>
          <Button variant="ghost" onClick={startOver} disabled={importing}>
            Choose another file
          </Button>
        </div>
        <ImportCountsList counts={counts} />
      </section>

      {summary.errorCount > 0 ? (
        <section aria-labelledby="errors-heading" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="errors-heading" className="text-lg font-semibold">
              {plural(summary.errorCount, 'error')} in {plural(counts.invalid, 'row')}
            </h2>
            <ErrorReportLink id={summary.id} />
          </div>
          <ImportErrorsTable errors={summary.errors} errorCount={summary.errorCount} />
        </section>
      ) : (
        <Alert tone="info" title="Every row is valid">
          Nothing has been written yet: choose how to import and press Import.
        </Alert>
      )}

      <section
        aria-labelledby="import-heading"
        className="grid gap-4 rounded-xl border bg-card p-4"
      >
        <h2 id="import-heading" className="text-lg font-semibold">
          Import
        </h2>
        <ImportModeChoice value={mode} onChange={setMode} disabled={importing} />
        {mode === 'all-or-nothing' && counts.invalid > 0 ? (
          <p className="text-sm text-destructive">
            {plural(counts.invalid, 'row has', 'rows have')} errors, so an all-or-nothing import
            would write nothing. Fix the file, or import the valid rows only.
          </p>
        ) : null}
        {importing ? <ImportProgressBar progress={commit.progress} /> : null}
        {commit.isError ? (
          <Alert title="Nothing was imported">{errorMessage(commit.error)}</Alert>
        ) : null}
        <div>
          <Button
            onClick={() => (counts.toUpdate > 0 ? setConfirming(true) : runImport())}
            disabled={importing || writable === 0}
          >
            {importing ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {importing ? 'Importing…' : `Import ${plural(writable, 'row')}`}
          </Button>
        </div>
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Overwrite existing books?"
        description={`${plural(counts.toUpdate, 'row matches a book', 'rows match books')} already in the catalogue by ISBN or id. Their details, prices and stock will be replaced by the file's.`}
        confirmLabel="Import and overwrite"
        onConfirm={runImport}
      />
    </div>
  );
}

function FormatNotes() {
  return (
    <div className="rounded-lg border bg-muted/40 p-4 text-sm text-muted-foreground">
      <h3 className="mb-2 font-semibold text-foreground">How the file is read</h3>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          The header row needs the template’s columns, in any order.{' '}
          <a href={adminImportApi.template} className="text-primary underline" download>
            Download the template
          </a>
          .
        </li>
        <li>
          A row whose ISBN-13 (or ISBN-10) or id is already in the catalogue updates that book;
          other rows add new books.
        </li>
        <li>
          Several categories or collections go in one cell, separated by <code>|</code>{' '}
          (Fiction|Classics); categories must exist under{' '}
          <Link to={paths.admin.configuration} className="text-primary underline">
            Configuration
          </Link>
          .
        </li>
        <li>
          Prices in rupees (399 or 399.50); leave lowStockThreshold empty for the shop’s default.
        </li>
      </ul>
    </div>
  );
}
