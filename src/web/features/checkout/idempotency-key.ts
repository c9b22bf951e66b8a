/**
 * A fresh Idempotency-Key for one checkout attempt (docs/product.md "Order placement"): the server
 * answers a repeat of the same key with the first answer, never a second order.
 */
export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; getRandomValues does not.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per attempt: the same choices (address, shipping, payment) tried again reuse it, so a
 * retry after a lost answer cannot order twice; different choices are a new attempt.
 */
export function createAttemptKeys(make: () => string = newIdempotencyKey) {
  let current: { choices: string; key: string } | null = null;
  return {
    keyFor(choices: string): string {
      if (current?.choices !== choices) current = { choices, key: make() };
      return current.key;
    },
    /** After an order went through: the next one is a new attempt whatever its choices. */
    reset(): void {
      current = null;
    },
  };
}
