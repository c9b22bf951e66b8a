import { Worker } from 'node:worker_threads';
import { timeSlices } from './time-slices.ts';

/**
 * What one parse of uploaded data may use (ADR 027). Past any of these the parse stops with a
 * ParseLimitError, and the worker thread running it is terminated, whatever the parser was
 * doing: a parser's cost on hostile input is not something to trust (issue 30: csv-parse spent
 * 14 minutes on 19.9 MB of empty lines, on the event loop).
 */
export interface ParseBudget {
  /** The input's size. */
  bytes: number;
  /** Items the task hands back (records, elements): a task may stop itself sooner. */
  items: number;
  /** From the start to the task's result, the worker's start included. */
  timeMs: number;
  /** The worker's heap (V8's old generation). */
  heapMb: number;
}

export type ParseLimit = keyof ParseBudget;

export class ParseLimitError extends Error {
  constructor(
    readonly limit: ParseLimit,
    readonly budget: ParseBudget,
  ) {
    super(`The parse went past its budget of ${budget[limit]} (${limit})`);
    this.name = 'ParseLimitError';
  }
}

/** An error the task threw in its worker, with its code (csv-parse's `CSV_…`). */
export class ParseTaskError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'ParseTaskError';
  }
}

/** What parse-in-worker.runner.mjs sends from the worker. */
type WorkerMessage<Item, Result> =
  { items: Item[] } | { result: Result } | { error: { message: string; code?: string } };

type Event<Item, Result> = WorkerMessage<Item, Result> | { failure: Error } | { exitCode: number };

const runner = new URL('./parse-in-worker.runner.mjs', import.meta.url);

/**
 * Runs a parse task in a worker thread of its own and yields its batches as they come; the
 * generator's return value is the task's summary. Leaving the loop early (a `break`, or an error
 * thrown by the consumer) terminates the worker.
 *
 * `task` is a module whose default export is `run(input, emit)`: it parses `input`, calls
 * `emit(items)` with each batch of what it found (a few hundred kilobytes at most, so that taking
 * one in never holds up the event loop here), and returns a summary. Once `window` batches are
 * unread here, `emit` returns a promise that settles when this side has read more of them: a task
 * that awaits it holds no more than that, however large its input (a file named by `input.path`). A `.mjs` task starts in a
 * fraction of the time a `.ts` one does, which loads tsx first (parse-in-worker.runner.mjs).
 * `input.bytes` are moved to the worker: the caller's copy is empty afterwards.
 */
export async function* parseInWorker<Item, Result>(
  task: URL,
  input: ({ bytes: Uint8Array } | { path: string; size: number }) & Record<string, unknown>,
  budget: ParseBudget,
  window = 8,
): AsyncGenerator<Item[], Result, undefined> {
  const bytes = 'bytes' in input ? (input.bytes as Uint8Array) : null;
  const size = bytes ? bytes.byteLength : (input.size as number);
  if (size > budget.bytes) throw new ParseLimitError('bytes', budget);
  const worker = startParseWorker(task, input, bytes, budget, window);
  const events: Event<Item, Result>[] = [];
  let stopped: ParseLimitError | null = null;
  let wake: (() => void) | null = null;
  const push = (event: Event<Item, Result>) => {
    // Once the task is done, the time it is given has not run out, however long the batches
    // before its summary take to be read here.
    if (!('items' in event)) clearTimeout(timer);
    events.push(event);
    wake?.();
  };
  worker.on('message', (message: WorkerMessage<Item, Result>) => push(message));
  worker.on('error', (failure) => push({ failure }));
  worker.on('exit', (exitCode) => push({ exitCode }));
  // The time limit goes before any batches still waiting to be taken.
  const timer = setTimeout(() => {
    stopped = new ParseLimitError('timeMs', budget);
    void worker.terminate();
    wake?.();
  }, budget.timeMs);
  let items = 0;
  // Batches already waiting are handed out without the event loop turning in between, so a
  // consumer slower than the worker would go through all of them in one go.
  const slices = timeSlices();
  try {
    for (;;) {
      if (slices.due()) await slices.next();
      if (stopped) throw stopped;
      const event = events.shift();
      if (!event) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      if ('items' in event) {
        items += event.items.length;
        if (items > budget.items) {
          yield event.items.slice(0, event.items.length - (items - budget.items));
          throw new ParseLimitError('items', budget);
        }
        yield event.items;
        worker.postMessage({ ack: 1 });
      } else if ('result' in event) {
        return event.result;
      } else if ('error' in event) {
        throw new ParseTaskError(event.error.message, event.error.code);
      } else if ('failure' in event) {
        const code = (event.failure as NodeJS.ErrnoException).code;
        if (code === 'ERR_WORKER_OUT_OF_MEMORY') throw new ParseLimitError('heapMb', budget);
        throw event.failure;
      } else {
        throw new Error(`The parse worker stopped with exit code ${event.exitCode}`);
      }
    }
  } finally {
    clearTimeout(timer);
    void worker.terminate();
  }
}

/** The worker thread of one parse, given its input (`bytes` moved to it) and its heap limit. */
function startParseWorker(
  task: URL,
  input: Record<string, unknown>,
  bytes: Uint8Array | null,
  budget: ParseBudget,
  window: number,
): Worker {
  // Moved rather than copied: copying a 20 MB upload's text to a worker took the event loop
  // 80 ms. A small Buffer shares its memory with others (Node's pool): that one is copied.
  const own =
    bytes &&
    (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes
      : new Uint8Array(bytes));
  return new Worker(runner, {
    workerData: { task: task.href, input: own ? { ...input, bytes: own } : input, window },
    transferList: own ? [own.buffer as ArrayBuffer] : [],
    resourceLimits: { maxOldGenerationSizeMb: budget.heapMb },
    // Not the main thread's flags (tsx's loader, an inspector port): the runner loads tsx itself.
    execArgv: [],
  });
}
