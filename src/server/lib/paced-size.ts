/**
 * How many rows the next statement of a long read or write takes, so that each takes about
 * `targetMs`: on the embedded database a statement holds the event loop while it runs. After
 * each statement, `took(ms)` halves the size when it took over twice the target and doubles it
 * when it took under half (a target of 0 keeps the size as it is).
 */
export function pacedSize(options: {
  initial: number;
  min: number;
  max: number;
  targetMs: number;
}) {
  const { min, max, targetMs } = options;
  let size = Math.min(max, Math.max(min, options.initial));
  return {
    get size() {
      return size;
    },
    took(ms: number) {
      if (targetMs > 0 && ms > targetMs * 2) size = Math.max(min, Math.floor(size / 2));
      else if (targetMs > 0 && ms < targetMs / 2) size = Math.min(max, size * 2);
    },
  };
}
