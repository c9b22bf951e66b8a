/**
 * Long work on the event loop, done in slices: after each item, `if (slices.due()) await
 * slices.next()` lets other requests in once `sliceMs` have passed since the last pause. A
 * storefront request waits at most about a slice for the work of a 50,000-row upload.
 */
export function timeSlices(sliceMs = 10) {
  let start = performance.now();
  return {
    due: () => performance.now() - start >= sliceMs,
    async next() {
      await new Promise((resolve) => setImmediate(resolve));
      start = performance.now();
    },
  };
}
