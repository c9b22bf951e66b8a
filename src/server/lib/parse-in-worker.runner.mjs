// The entry of every parse worker (parse-in-worker.ts, ADR 027): loads the task module named in
// workerData, runs it on the input, and sends back its batches, then its summary or its error.
// Plain JavaScript, so that a worker starts without loading tsx unless its task needs it.
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { task, input } = workerData;
try {
  // Node 20 does not hand the main thread's module hooks (tsx's, registered by scripts/start.mjs,
  // the tsx command or nothing at all under vitest) on to a worker: a TypeScript task registers
  // tsx here, with the project's path aliases.
  if (task.endsWith('.ts')) {
    const { register } = await import('tsx/esm/api');
    register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
  }
  const { default: run } = await import(task);
  const result = await run(input, (items) => parentPort.postMessage({ items }));
  parentPort.postMessage({ result });
} catch (err) {
  parentPort.postMessage({
    error: { message: String(err?.message ?? err), code: err?.code },
  });
}
