/** An ILIKE pattern for "contains": `%` and `_` typed by a person are literal, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An ILIKE pattern for "starts with", literal like `containsPattern`. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
