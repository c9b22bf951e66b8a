import { Download, FileSpreadsheet, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import {
  importMessages,
  isFeedFileName,
  type ImportMode,
  type ImportSummary,
} from '@shared/schemas/admin-import.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { adminImportApi, paths } from '@web/config/paths.ts';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { plural } from '@web/lib/format.ts';
import { useBulkUpload, type BulkUpload } from '../hooks/use-bulk-upload.ts';
import { CsvFileDrop } from './csv-file-drop.tsx';
import { DuplicateChoiceField } from './duplicate-choice.tsx';
import { ImportErrorGroups } from './import-error-groups.tsx';
import { ImportCountsList } from './import-counts.tsx';
import { ImportErrorsTable } from './import-errors-table.tsx';
import { ImportModeChoice } from './import-mode-choice.tsx';
import { CheckProgressBar, ImportProgressBar } from './import-progress-bar.tsx';
import { ImportResultPanel } from './import-result-panel.tsx';
import { OnixRulesPanel } from './onix-rules-panel.tsx';

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

/**
 * Upload → rows checked on the server, their count pushed as they go → preview with the errors
 * grouped by problem → import as a background job whose progress the server pushes → result.
 * The upload's id is kept in the address (`?import=`), so leaving and reopening the page finds
 * the check or the import where it is.
 */
export function BulkUploadView() {
  const state = useBulkUpload();
  const { summary } = state;
  if (summary?.status === 'imported' && summary.result) {
    return <ImportResultPanel summary={summary} onAnother={state.startOver} />;
  }
  // Being checked (until the kept preview is read), or checking it failed: no preview yet.
  if (!summary || summary.checking) return <UploadStep state={state} />;
  return <PreviewStep state={state} summary={summary} />;
}

/** Choosing a file, and its check until there is a preview to show (or why there is none). */
function UploadStep({ state }: { state: BulkUpload }) {
  const { preview, stored, summary, file, tooLarge, upload } = state;
  const notUtf8 = isApiError(preview.error) && preview.error.error.code === 'NOT_UTF8';
  const checking = summary?.checking;
  const checkFailed = checking && summary.status === 'failed' ? summary.jobError : null;
  return (
    <section aria-labelledby="upload-heading" className="grid gap-4">
      <h2 id="upload-heading" className="text-lg font-semibold">
        Upload a file
      </h2>
      <CsvFileDrop
        onFile={(f) => upload(f)}
        disabled={preview.isPending || (checking && !checkFailed)}
      />
      {checking && !checkFailed ? (
        <CheckProgressBar checking={checking} />
      ) : preview.isPending || stored.isLoading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {preview.isPending ? `Checking ${preview.variables?.file.name}…` : 'Loading…'}
        </p>
      ) : null}
      {preview.isError || tooLarge || stored.isError || checkFailed ? (
        <Alert title="This file cannot be imported">
          {tooLarge
            ? isFeedFileName(file?.name ?? '')
              ? importMessages.feedTooLarge
              : importMessages.tooLarge
            : (checkFailed ?? errorMessage(preview.isError ? preview.error : stored.error))}
          {notUtf8 && file ? (
            <div className="mt-3">
              <Button variant="outline" onClick={() => upload(file, 'windows-1252')}>
                Read it as Windows-1252
              </Button>
            </div>
          ) : null}
        </Alert>
      ) : null}
      <FormatNotes />
      <OnixRulesPanel />
    </section>
  );
}

/** The checked file: what it holds, its errors, and the import with its choices. */
function PreviewStep({ state, summary }: { state: BulkUpload; summary: ImportSummary }) {
  const { start, chosenMode, duplicates, confirming, setConfirming } = state;
  const { counts } = summary;
  const mode = chosenMode ?? (counts.invalid > 0 ? 'valid-only' : 'all-or-nothing');
  const importing = summary.status === 'importing' || start.isPending;
  const valid = counts.valid - (duplicates === 'skip' ? counts.duplicates : 0);
  const writable = mode === 'all-or-nothing' ? (counts.invalid === 0 ? valid : 0) : valid;
  const overwrites = counts.toUpdate + (duplicates === 'update' ? counts.duplicates : 0);

  function runImport() {
    setConfirming(false);
    start.mutate({ id: summary.id, mode, duplicates });
  }

  return (
    <div className="grid gap-6">
      <PreviewSummary summary={summary} importing={importing} onStartOver={state.startOver} />
      <PreviewErrors summary={summary} />
      <section
        aria-labelledby="import-heading"
        className="grid gap-4 rounded-xl border bg-card p-4"
      >
        <h2 id="import-heading" className="text-lg font-semibold">
          Import
        </h2>
        <ImportChoices state={state} counts={counts} mode={mode} importing={importing} />
        {importing ? <ImportProgressBar progress={summary.progress} /> : null}
        {start.isError ? (
          <Alert title="Nothing was imported">{errorMessage(start.error)}</Alert>
        ) : null}
        {summary.status === 'failed' ? (
          <Alert title="The import stopped">{summary.jobError}</Alert>
        ) : null}
        <div>
          <Button
            onClick={() => (overwrites > 0 ? setConfirming(true) : runImport())}
            disabled={importing || writable === 0 || summary.status === 'failed'}
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
        description={
          summary.kind === 'onix'
            ? `${plural(overwrites, 'record matches a book', 'records match books')} already in the catalogue by ISBN. The fields each record carries will replace theirs; the rest stay as they are.`
            : `${plural(overwrites, 'row matches a book', 'rows match books')} already in the catalogue by ISBN, id, or title and author. Their details, prices and stock will be replaced by the file's.`
        }
        confirmLabel="Import and overwrite"
        onConfirm={runImport}
      />
    </div>
  );
}

function PreviewSummary({
  summary,
  importing,
  onStartOver,
}: {
  summary: ImportSummary;
  importing: boolean;
  onStartOver: () => void;
}) {
  return (
    <section aria-labelledby="preview-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="preview-heading" className="flex items-center gap-2 text-lg font-semibold">
          <FileSpreadsheet aria-hidden="true" className="size-5 text-muted-foreground" />
          {summary.fileName}
        </h2>
        <Button variant="ghost" onClick={onStartOver} disabled={importing}>
          Choose another file
        </Button>
      </div>
      <ImportCountsList counts={summary.counts} />
      {summary.notices.length > 0 ? (
        <Alert tone="info" title="About this file">
          <ul className="list-disc space-y-1 pl-5">
            {summary.notices.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </section>
  );
}

function PreviewErrors({ summary }: { summary: ImportSummary }) {
  if (summary.errorCount === 0) {
    return (
      <Alert tone="info" title="Every row is valid">
        Nothing has been written yet: choose how to import and press Import.
      </Alert>
    );
  }
  return (
    <section aria-labelledby="errors-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="errors-heading" className="text-lg font-semibold">
          {plural(summary.errorCount, 'error')} in {plural(summary.counts.invalid, 'row')}
        </h2>
        <ErrorReportLink id={summary.id} />
      </div>
      <ImportErrorGroups groups={summary.groups} />
      <details>
        <summary className="cursor-pointer text-sm font-medium">Every error, by row</summary>
        <div className="mt-3">
          <ImportErrorsTable errors={summary.errors} errorCount={summary.errorCount} />
        </div>
      </details>
    </section>
  );
}

/** All or nothing or the valid rows only, what duplicates do, and why a choice writes nothing. */
function ImportChoices({
  state,
  counts,
  mode,
  importing,
}: {
  state: BulkUpload;
  counts: ImportSummary['counts'];
  mode: ImportMode;
  importing: boolean;
}) {
  return (
    <>
      <ImportModeChoice value={mode} onChange={state.setMode} disabled={importing} />
      {counts.duplicates > 0 ? (
        <DuplicateChoiceField
          count={counts.duplicates}
          value={state.duplicates}
          onChange={state.setDuplicates}
          disabled={importing}
        />
      ) : null}
      {mode === 'all-or-nothing' && counts.invalid > 0 ? (
        <p className="text-sm text-destructive">
          {plural(counts.invalid, 'row has', 'rows have')} errors, so an all-or-nothing import would
          write nothing. Fix the file, or import the valid rows only.
        </p>
      ) : null}
    </>
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
          A row whose id or ISBN-13 (or ISBN-10) is already in the catalogue updates that book; a
          row with the title and author of a book is a likely duplicate, and you choose what it
          does; other rows add new books. Importing the same file twice adds nothing new.
        </li>
        <li>
          Keep the ISBN column formatted as text in your spreadsheet: as a number it loses digits.
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
        <li>
          An ONIX for Books feed (XML, as publishers and distributors send it) is read record by
          record: a record whose ISBN is in the catalogue updates only the fields it carries, a
          deletion (NotificationType 05) hides the edition, and other records add new books. How
          foreign prices and subject codes are read is set under “ONIX rules” below.
        </li>
      </ul>
    </div>
  );
}
