import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminPaths, storefrontPaths } from '@shared/routes.ts';
import { routes } from './router.tsx';

function deepestMatch(pathname: string) {
  const matches = matchRoutes(routes, pathname);
  return matches?.at(-1)?.route;
}

describe('route table', () => {
  it.each([...storefrontPaths, ...adminPaths])('serves %s with its own page', (pattern) => {
    const route = deepestMatch(pattern.replace(':id', '1'));
    expect(route).toBeDefined();
    expect(route?.path).not.toBe('*');
  });

  it('sends unknown paths, storefront or admin, to the not-found page', () => {
    expect(deepestMatch('/no-such-page')?.path).toBe('*');
    expect(deepestMatch('/admin/no-such-screen')?.path).toBe('*');
    expect(deepestMatch('/books/1/extra')?.path).toBe('*');
  });
});
