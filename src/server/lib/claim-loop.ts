/**
 * A worker's loop over work kept in the database (an import job, a due feed): each round claims
 * one item at a time (a lease or `FOR UPDATE SKIP LOCKED`, so instances never take the same) and
 * handles it, until there is none. A round runs every `pollMs`, and at once when woken; a wake
 * during a round makes another round follow it. Stopping waits for the round under way.
 */
export function createClaimLoop<T>(options: {
  claim: () => Promise<T | undefined>;
  handle: (item: T) => Promise<void>;
  pollMs: number;
  onError: (err: unknown) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function round() {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const item = await options.claim();
        if (item === undefined) break;
        await options.handle(item);
      }
    } while (again && !stopped);
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  }

  return {
    /** Whether stop() was called: long work checks it between its steps. */
    get stopped() {
      return stopped;
    },
    start() {
      if (timer) return;
      stopped = false;
      timer = setInterval(run, options.pollMs);
      timer.unref();
      run();
    },
    wake() {
      if (!stopped) run();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      while (running) await running;
    },
  };
}
