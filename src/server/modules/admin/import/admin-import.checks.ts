import { EventEmitter } from 'node:events';
import type { ImportSummary } from '@shared/schemas/admin-import.ts';
import { HttpError } from '../../../plugins/errors.ts';

/** An upload whose rows are being checked in the background, as far as it has got. */
export interface ImportCheck {
  id: string;
  fileName: string;
  createdAt: string;
  notices: string[];
  checked: number;
  total: number;
  /** Whether `total` is an estimate, made better as the file is read. */
  estimated?: boolean;
  /** Set once the upload is checked and kept: from then on the store has it. */
  done: boolean;
  /** Why checking stopped, when it failed. */
  error: string | null;
}

/** How long a failed check is remembered, so a page that reloads still learns why. */
const keepFailedMs = 10 * 60_000;

/**
 * The checks running in this process (ADR 011, as amended): a preview asked to run in the
 * background answers at once, and its progress reaches the page through the same server-sent
 * events as an import's. Another instance does not see them until the upload is kept.
 */
export function createImportChecks(log: { error(obj: object, msg: string): void }) {
  const running = new Map<string, ImportCheck>();
  const events = new EventEmitter<{ check: [ImportCheck] }>();
  events.setMaxListeners(0);
  return {
    events,
    get: (id: string) => running.get(id),
    /** Runs `check` in the background; it reports rows checked so far to `progress`. */
    start(
      file: Pick<ImportCheck, 'id' | 'fileName' | 'notices' | 'total' | 'estimated'>,
      /** `total`, when given, is a better estimate of the rows than the one the check began with. */
      check: (progress: (checked: number, total?: number) => void) => Promise<unknown>,
    ): ImportCheck {
      const state: ImportCheck = {
        ...file,
        createdAt: new Date().toISOString(),
        checked: 0,
        done: false,
        error: null,
      };
      running.set(state.id, state);
      check((checked, total) => {
        state.checked = checked;
        if (total !== undefined) state.total = total;
        events.emit('check', state);
      }).then(
        () => {
          state.done = true;
          running.delete(state.id);
          events.emit('check', state);
        },
        (err: unknown) => {
          log.error({ err, importId: state.id }, 'checking an upload failed');
          state.error =
            err instanceof HttpError
              ? err.message
              : 'The file could not be checked. Upload it again; if it happens again, tell the shop’s developers.';
          events.emit('check', state);
          setTimeout(() => running.delete(state.id), keepFailedMs).unref();
        },
      );
      return state;
    },
  };
}

export type ImportChecks = ReturnType<typeof createImportChecks>;

/** An upload still being checked, as the page shows it: its progress, no counts yet. */
export function checkSummary(check: ImportCheck): ImportSummary {
  return {
    id: check.id,
    fileName: check.fileName,
    createdAt: check.createdAt,
    status: check.error ? 'failed' : 'checking',
    counts: { rows: check.total, valid: 0, invalid: 0, toCreate: 0, toUpdate: 0, duplicates: 0 },
    errors: [],
    errorCount: 0,
    groups: [],
    notices: check.notices,
    kind: check.estimated ? 'onix' : 'csv',
    progress: null,
    jobError: check.error,
    result: null,
    checking: {
      checked: check.checked,
      total: check.total,
      ...(check.estimated ? { estimated: true } : {}),
    },
  };
}
