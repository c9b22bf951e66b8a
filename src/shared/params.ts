/**
 * The rules of the parameters a page's or an API's path carries, written once for the server
 * and the client: what text a parameter may be, and the value it stands for. A path whose
 * parameter breaks its rule names nothing the shop has.
 */
export interface ParamRule<T> {
  /** The text the parameter may be, whole. */
  readonly pattern: RegExp;
  /** The value a parameter's text stands for, or null when it breaks the rule. */
  parse(text: string | undefined): T | null;
}

function rule<T>(pattern: RegExp, value: (text: string) => T | null): ParamRule<T> {
  return {
    pattern,
    parse: (text) => (text !== undefined && pattern.test(text) ? value(text) : null),
  };
}

/** A book's id: a positive whole number of at most nine digits ("00012" is book 12). */
export const bookId: ParamRule<number> = rule(/^\d{1,9}$/, (text) =>
  Number(text) > 0 ? Number(text) : null,
);

/** A name in an address: lower-case letters and digits in words joined by hyphens. */
export const slug: ParamRule<string> = rule(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, (text) =>
  text.length <= 120 ? text : null,
);

/**
 * A name's slug ("Gabriel García Márquez" is gabriel-garcia-marquez): its Latin letters without
 * accents and its digits, in words joined by hyphens; empty when it has none (a name in another
 * script).
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** A path pattern (`/books/:id`) with its parameters filled in, each encoded. */
export function pathOf(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs its parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The parameters of `pathname` if it is written as `pattern` (without query string; a trailing
 * slash allowed), decoded, else undefined. Parameters are matched as any one segment: their
 * rules are the page's business (a page for no book is still the book page, saying so).
 */
export function matchPattern(
  pattern: string,
  pathname: string,
): Record<string, string> | undefined {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const names = pattern.split('/');
  const values = path.split('/');
  if (names.length !== values.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const value = values[i]!;
    if (name.startsWith(':')) {
      if (value === '') return undefined;
      params[name.slice(1)] = decodeSafe(value);
    } else if (name !== value) return undefined;
  }
  return params;
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
