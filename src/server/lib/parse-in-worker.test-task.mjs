// Parse tasks for parse-in-worker.test.ts, chosen by `input.mode`.
export default async function run(input, emit) {
  switch (input.mode) {
    case 'lines': {
      const lines = new TextDecoder().decode(input.bytes).split('\n');
      for (let i = 0; i < lines.length; i += 2) emit(lines.slice(i, i + 2));
      return { lines: lines.length };
    }
    case 'flow': {
      // Each batch says when it was sent: the reader checks that the task waited for it.
      for (let i = 0; i < input.batches; i++) await emit([{ sent: i, at: Date.now() }]);
      return { batches: input.batches };
    }
    case 'spin':
      for (;;);
    case 'hoard': {
      const kept = [];
      for (;;) kept.push(new Array(100_000).fill(kept.length));
    }
    case 'fail': {
      const err = new Error('Quote Not Closed');
      err.code = 'CSV_QUOTE_NOT_CLOSED';
      throw err;
    }
    default:
      throw new Error(`no such mode: ${input.mode}`);
  }
}
