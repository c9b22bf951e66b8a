// The storefront load of bench/csv-import.ts, in a process of its own so that the clients do not
// share the server's event loop: `clients` loops fetch the home page and a book page in turn
// until the parent says "stop", then send back every latency.
const [base, bookId, clients] = process.argv.slice(2);
const result = { home: [], book: [], failures: 0 };
let done = false;
process.on('message', (message) => {
  if (message === 'stop') done = true;
});
async function loop(n) {
  for (let i = n; !done; i++) {
    const home = i % 2 === 0;
    const started = performance.now();
    try {
      const res = await fetch(home ? `${base}/` : `${base}/books/${bookId}`);
      await res.arrayBuffer();
      if (!res.ok) result.failures++;
    } catch {
      result.failures++;
    }
    (home ? result.home : result.book).push(performance.now() - started);
  }
}
process.send('ready');
await Promise.all(Array.from({ length: Number(clients) }, (_, n) => loop(n)));
process.send(result, () => process.exit(0));
