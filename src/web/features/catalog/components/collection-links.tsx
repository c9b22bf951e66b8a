import { Link } from 'react-router';
import { formatCount } from '@shared/money.ts';
import type { CatalogQuery } from '@web/config/paths.ts';
import { useCollections } from '../api/get-collections.ts';

/** The collections a listing offers above its results, each with its size. */
export function CollectionLinks({ pathFor }: { pathFor: (query: CatalogQuery) => string }) {
  const collections = useCollections();
  const named = collections.data?.collections.filter((c) => c.count > 0) ?? [];
  if (named.length === 0) return null;
  return (
    <nav aria-label="Collections" className="mt-5">
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {named.map((c) => (
          <li key={c.name} className="shrink-0">
            <Link
              to={pathFor({ collection: c.name })}
              className="inline-flex h-9 items-center gap-2 rounded-full border bg-card px-4 text-sm font-medium hover:bg-accent hover:text-accent-foreground"
            >
              {c.name}
              <span className="text-xs text-muted-foreground">{formatCount(c.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
