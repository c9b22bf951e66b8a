// The entry of every parse worker (parse-in-worker.ts, ADR 027): loads the task module named in
// workerData, runs it on the input, and sends back its batches, then its summary or its error.
// Plain JavaScript, so that a worker starts without loading tsx unless its task needs it.
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { task, input, window } = workerData;

// Flow control: the task's `emit` answers a promise once `window` batches are unread, and the
// promise settles when the reader has taken enough of them back (an `ack` per batch read). A task
// reading a file of any size then holds only the batches in flight.
let unread = 0;
let resume = null;
parentPort.on('message', (message) => {
  if (!message?.ack) return;
  unread -= message.ack;
  if (unread < window && resume) {
    const go = resume;
    resume = null;
    go();
  }
});
const emit = (items) => {
  parentPort.postMessage({ items });
  unread++;
  if (unread < window) return undefined;
  return new Promise((resolve) => (resume = resolve));
};

try {
  // Node 20 does not hand the main thread's module hooks (tsx's, registered by scripts/start.mjs,
  // the tsx command or nothing at all under vitest) on to a worker: a TypeScript task registers
  // tsx here, with the project's path aliases.
  if (task.endsWith('.ts')) {
    const { register } = await import('tsx/esm/api');
    register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
  }
  const { default: run } = await import(task);
  const result = await run(input, emit);
  parentPort.postMessage({ result });
} catch (err) {
  parentPort.postMessage({
    error: { message: String(err?.message ?? err), code: err?.code },
  });
}
