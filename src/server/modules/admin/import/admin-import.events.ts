import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImportProgressEvent, ImportSummary } from '@shared/schemas/admin-import.ts';
import type { ImportJobRow } from './admin-import-jobs.repository.ts';
import { checkSummary, type ImportCheck, type ImportChecks } from './admin-import.checks.ts';
import { getImport, loadImport, toSummary, type ImportContext } from './admin-import.service.ts';
import type { ImportWorker } from './admin-import.worker.ts';

export interface ImportEventSources {
  ctx: ImportContext;
  checks: ImportChecks;
  worker: ImportWorker;
  /** The upload's summary: still being checked, or as kept. */
  current: (id: string) => Promise<ImportSummary>;
}

/**
 * `/imports/:id/events`: server-sent events of an upload's check, then of its import, from this
 * instance's checks and worker and, for another instance's work, from the job's row each second.
 * The stream ends once the import is imported or failed, or the client goes.
 */
export async function streamImportEvents(
  id: string,
  request: FastifyRequest,
  reply: FastifyReply,
  { ctx, checks, worker, current }: ImportEventSources,
) {
  // An unknown or expired upload is a 404, before the stream opens.
  await current(id);
  const stream = new PassThrough();
  let last = '';
  // The page has the preview already: each event carries what changes while checking or
  // importing.
  const send = ({ status, progress, result, jobError, checking }: ImportSummary) => {
    const summary: ImportProgressEvent = { status, progress, result, jobError };
    if (checking) summary.checking = checking;
    const data = JSON.stringify(summary);
    if (data === last) return;
    last = data;
    stream.write(`data: ${data}\n\n`);
    if (summary.status === 'imported' || summary.status === 'failed') close();
  };
  const onJob = (job: ImportJobRow) => {
    if (job.id !== id) return;
    loadImport(ctx, id)
      .then((entry) => send(toSummary(entry, job)))
      .catch(() => close());
  };
  // Rows checked so far, then the checked upload once it is kept.
  const onCheck = (check: ImportCheck) => {
    if (check.id !== id) return;
    if (!check.done) return send(checkSummary(check));
    getImport(ctx, id)
      .then(send)
      .catch(() => close());
  };
  // Another instance may be writing it: its progress is read from the job's row.
  const poll = setInterval(() => {
    current(id)
      .then(send)
      .catch(() => close());
  }, 1000);
  function close() {
    clearInterval(poll);
    worker.events.off('job', onJob);
    checks.events.off('check', onCheck);
    stream.end();
  }
  worker.events.on('job', onJob);
  checks.events.on('check', onCheck);
  request.raw.on('close', close);
  reply
    .type('text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    // The schema documents the text; a stream is sent as it is, never serialised.
    .send(stream as unknown as string);
  // Read again now that the listeners are on, so no change between is missed.
  current(id)
    .then(send)
    .catch(() => close());
  return reply;
}
