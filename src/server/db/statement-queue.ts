import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/*
 * PGlite runs in this process and executes each statement synchronously, answering with an
 * already resolved promise. Left to itself, a request under load would run all its statements,
 * and every request already in the server all of theirs, as one chain of promise callbacks; the
 * event loop meanwhile reads no new request and accepts no new connection (Node accepts one
 * connection per turn of the loop). At 100 connections a client connecting waited ten seconds
 * and more to be let in while the requests inside took 50 ms at most (ADR 016).
 *
 * So every statement and transaction goes through this queue, which
 * - lets the event loop take a turn once statements have run back to back for `turnBudgetMs`;
 * - serves waiting statements in the order their requests arrived, rather than the order the
 *   statements were asked for: a request that has begun goes on ahead of the ones that came
 *   after it instead of queueing again behind all of them at each of its statements. So that a
 *   long request (an export running hundreds of statements) cannot hold everyone else off, each
 *   statement a request has already run moves its place back by `statementCost` ms: ordinary
 *   requests finish in arrival order, a long one gives way to newcomers as it goes. Work outside
 *   a request (timers, start-up) takes its place by the time it asks.
 *
 * A transaction is one job, so nothing else reaches the database until it ends; but its
 * statements too let the event loop take a turn once they have run for `turnBudgetMs`, so that
 * an import's batch (a plan, an insert, updates, its search terms) does not hold the loop for
 * the sum of them (100-190 ms, against 60-100 ms for its longest statement).
 */
export const statementCost = 5;

interface RequestTurn {
  startedAt: number;
  statements: number;
}

const currentRequest = new AsyncLocalStorage<RequestTurn>();

/** Runs `fn` (the rest of a request's handling) as one request of the statement queue. */
export function runAsRequest<T>(fn: () => T): T {
  return currentRequest.run({ startedAt: performance.now(), statements: 0 }, fn);
}

interface Waiting {
  place: number;
  start: () => void;
}

/** How long statements may run back to back before the event loop takes a turn. */
export const turnBudgetMs = 5;

export class StatementQueue {
  #running = false;
  #turnBooked = false;
  #turnStartedAt = 0;
  #waiting: Waiting[] = [];

  /** When a job last started or ended. */
  lastActiveAt = 0;

  /** No job running or waiting. */
  get idle() {
    return !this.#running && this.#waiting.length === 0;
  }

  /** Runs `job` when its turn comes, one job at a time. */
  run<T>(job: () => Promise<T>): Promise<T> {
    const request = currentRequest.getStore();
    const place = request
      ? request.startedAt + statementCost * request.statements++
      : performance.now();
    return new Promise<T>((resolve, reject) => {
      this.#enqueue({
        place,
        start: () => {
          Promise.resolve()
            .then(job)
            .then(resolve, reject)
            .finally(() => {
              this.#running = false;
              this.lastActiveAt = performance.now();
              this.#next();
            });
        },
      });
      this.#next();
    });
  }

  #next() {
    if (this.#running || this.#waiting.length === 0) return;
    if (performance.now() - this.#turnStartedAt < turnBudgetMs) this.#startFirst();
    else if (!this.#turnBooked) {
      this.#turnBooked = true;
      setImmediate(() => {
        this.#turnBooked = false;
        this.#turnStartedAt = performance.now();
        if (!this.#running && this.#waiting.length > 0) this.#startFirst();
      });
    }
  }

  /**
   * Inside a running job: once statements have run back to back for `turnBudgetMs`, resolves
   * after the event loop has taken a turn; before that, at once.
   */
  async yieldTurn(): Promise<void> {
    if (performance.now() - this.#turnStartedAt < turnBudgetMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.#turnStartedAt = performance.now();
  }

  #startFirst() {
    this.#running = true;
    this.lastActiveAt = performance.now();
    this.#waiting.shift()!.start();
  }

  #enqueue(entry: Waiting) {
    // Binary search for the first entry that comes after this one; equal places keep their order.
    let lo = 0;
    let hi = this.#waiting.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.#waiting[mid]!.place <= entry.place) lo = mid + 1;
      else hi = mid;
    }
    this.#waiting.splice(lo, 0, entry);
  }
}

/**
 * The PGlite client as Drizzle sees it, with every statement and transaction going through the
 * queue. A transaction is one job: its statements run on the transaction's own handle.
 */
export function queuedClient(client: PGlite, queue: StatementQueue): PGlite {
  const queued = {
    query: (...args: Parameters<PGlite['query']>) => queue.run(() => client.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => queue.run(() => client.exec(...args)),
    transaction: <T>(callback: Parameters<PGlite['transaction']>[0]) =>
      queue.run(() => client.transaction((tx) => callback(turnTaking(tx, queue)) as Promise<T>)),
  };
  return new Proxy(client, {
    get(target, key) {
      if (key in queued) return queued[key as keyof typeof queued];
      const value: unknown = Reflect.get(target, key, target);
      // PGlite's methods use private fields: call them on the client itself, not the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/** A transaction's handle whose statements let the event loop take turns as they go. */
function turnTaking(tx: Transaction, queue: StatementQueue): Transaction {
  const turning = {
    query: async (...args: Parameters<Transaction['query']>) => {
      await queue.yieldTurn();
      return tx.query(...args);
    },
    exec: async (...args: Parameters<Transaction['exec']>) => {
      await queue.yieldTurn();
      return tx.exec(...args);
    },
  };
  return new Proxy(tx, {
    get: (target, key) =>
      key in turning ? turning[key as keyof typeof turning] : Reflect.get(target, key, target),
  });
}
