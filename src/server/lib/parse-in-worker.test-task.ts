// A parse task in TypeScript for parse-in-worker.test.ts: loaded through tsx in its worker, with
// the project's path aliases.
import { csvListSeparator } from '@shared/schemas/admin-import.ts';

export default function run(input: { bytes: Uint8Array }, emit: (items: string[][]) => void) {
  emit([new TextDecoder().decode(input.bytes).split(csvListSeparator)]);
  return { separator: csvListSeparator };
}
