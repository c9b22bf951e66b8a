/**
 * Ways of writing a path that a URL parser or a framework may resolve to the same route while a
 * check on the raw string does not: dot segments, doubled slashes, percent escapes, a trailing
 * slash, another case, `;` parameters and a raw `#`. Each variant of `/a/b/c` changes one place.
 */
export function pathVariants(path: string): string[] {
  const segments = path.split('/').slice(1);
  const last = segments.length - 1;
  const at = (i: number, insert: string) =>
    `/${[...segments.slice(0, i), insert, ...segments.slice(i)].join('/')}`;
  const variants = new Set<string>();
  for (let i = 1; i <= last; i++) {
    variants.add(at(i, '.'));
    variants.add(at(i, 'x/..'));
    variants.add(at(i, ''));
    variants.add(at(i, '%2e'));
    variants.add(at(i, '%2E'));
    variants.add(at(i, 'x/%2e%2e'));
  }
  // The last slash written as %2f, and a letter as its escape.
  const cut = path.lastIndexOf('/');
  if (cut > 0) variants.add(`${path.slice(0, cut)}%2f${path.slice(cut + 1)}`);
  const letter = /[a-z]/.exec(path.slice(cut + 1));
  if (letter) {
    const i = cut + 1 + letter.index;
    variants.add(`${path.slice(0, i)}%${path.charCodeAt(i).toString(16)}${path.slice(i + 1)}`);
  }
  variants.add(`${path}/`);
  variants.add(`${path}//`);
  variants.add(path.toUpperCase());
  variants.add(`${path.slice(0, cut)}${path.slice(cut).toUpperCase()}`);
  variants.add(`${path};x`);
  variants.add(`${path.slice(0, cut)};x${path.slice(cut)}`);
  variants.add(`${path}#x`);
  variants.add(`${path}%23x`);
  variants.add(`${path}%00`);
  variants.add(`${path}/.`);
  variants.delete(path);
  return [...variants];
}
